import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/lib/i18n/index.ts';
import '../src/styles.css';

const i18n = createI18n('pt');

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'todo' },
  },
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: { title: 'Tema', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Idioma',
      toolbar: { title: 'Idioma', items: ['pt', 'en', 'es'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'pt' },
  decorators: [
    (Story, context) => {
      const lng = String(context.globals['locale'] ?? 'pt');
      if (i18n.language !== lng) void i18n.changeLanguage(lng);
      document.documentElement.classList.toggle('dark', context.globals['theme'] === 'dark');
      return (
        <I18nextProvider i18n={i18n}>
          <Story />
        </I18nextProvider>
      );
    },
  ],
};

export default preview;
