import './styles.css';
import { parseEnv } from './lib/env.ts';

async function boot(): Promise<void> {
  const env = parseEnv(import.meta.env, window.location.origin);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  root.textContent = env.sandbox ? 'sandbox' : env.backendUrl;
}

void boot();
