import '../../src/styles.css';
