import type { StorybookConfig } from '@storybook/react-vite';

const APP_ONLY_PLUGINS = ['drop-sandbox-worker', 'preload-login-chunk', 'csp-meta'];

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker lives in public/ (package.json "msw.workerDirectory").
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // vite.config.ts's build plugins are for the app, not for Storybook: without this filter a static Storybook lost its
  // MSW worker (drop-sandbox-worker) and its iframe.html got the app's CSP meta, which blocks Storybook's inline scripts.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? [])
      .flat()
      .filter((p) => !(p && 'name' in p && APP_ONLY_PLUGINS.includes(p.name))),
  }),
};
export default config;
