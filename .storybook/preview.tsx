import type { Preview } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { loadSandbox, type SandboxStoryParams } from '../stories/support/sandbox.tsx';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/lib/i18n/index.ts';
import { bundles } from '../src/lib/i18n/resources/index.ts';
import '../src/styles.css';

const i18n = createI18n('pt', bundles);
const startWorker = mswLoader();

const preview: Preview = {
  // Every component meta gets a docs page (props table, its stories as states); screen stories opt out ('!autodocs').
  tags: ['autodocs'],
  // msw-storybook-addon starts the worker (public/mockServiceWorker.js); stories with `parameters.sandbox` then get a
  // fresh sandbox whose handlers that worker serves, and the app's services built on it (stories/support/sandbox.tsx).
  // Storybook runs loaders concurrently: one loader, so the worker exists before the sandbox registers on it.
  loaders: [
    async (context) => {
      await startWorker(context);
      const params = context.parameters['sandbox'] as SandboxStoryParams | undefined;
      if (!params) return {};
      const worker = (context as unknown as { msw: SetupWorker }).msw;
      return loadSandbox(worker, params);
    },
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'todo' },
    // Docs pages show each story in its own iframe: dialogs stay in their frame, a dark story does not darken the page
    // and full-height layouts get a bounded height.
    docs: { story: { inline: false, height: '440px' } },
    options: {
      storySort: { order: ['Introduction', 'ui', 'features', 'Screens', 'lib'] },
    },
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
