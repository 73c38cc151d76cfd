/// <reference types="vitest/config" />
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createServer, defineConfig, type Plugin, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { launchOptions } from './scripts/chromium.mjs';
import { contentSecurityPolicy, cspOptionsFor, withCspMeta } from './scripts/csp.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** A production build talks to a real backend: the MSW worker file has no business being deployed with it. */
function dropSandboxWorker(enabled: boolean): Plugin {
  let outDir = path.join(dirname, 'dist');
  return {
    name: 'drop-sandbox-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (enabled) rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The login form's chunk is preloaded from index.html, so it downloads beside the main bundle instead of after it has
 * run (the form showed ~300 ms after first paint otherwise).
 */
function preloadLoginChunk(): Plugin {
  return {
    name: 'preload-login-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'login');
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The built index.html carries the policy (scripts/csp.ts) as a <meta> fallback for hosts that cannot send headers.
 * frame-ancestors is left out there (browsers ignore it in a meta policy): only the header forbids framing.
 */
function cspMeta(mode: string): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withCspMeta(html, cspOptionsFor(mode)) },
  };
}

/** What a signed-in page needs first, beside the entry: the chunks holding these modules, and what they import. */
const SIGNED_IN = [
  // First, and small: on a reload of /tickets it asks the first lists ahead of the rest (src/app/lists-ahead.ts), so
  // it must be in before the refresh answer; on HTTP/1.1 the links are fetched six at a time, in this order.
  /src[\\/]app[\\/]lists-ahead\.ts$/,
  // And what the refresh answer is checked with (the session's schemas, valibot): the answer waits for it.
  /src[\\/]api[\\/]schemas[\\/]auth\.schema\.ts$/,
  // And the pt catalogue, which the signed-in layout waits for (src/app/App.tsx): asked for only once the entry ran, it
  // queued behind the links below and came ~40 ms after the lists' answers on a reload (in the bench).
  /src[\\/]lib[\\/]i18n[\\/]locales[\\/]pt\.ts$/,
  /src[\\/]app[\\/]compose[\\/]tickets\.route\.tsx$/,
  /src[\\/]features[\\/]layout[\\/]app-layout\.screen\.tsx$/,
  /src[\\/]session[\\/]queries[\\/]QueryProvider\.tsx$/,
  /src[\\/]api[\\/]entities\.ts$/,
];

/** The chunk files holding SIGNED_IN, with their static imports, the entry's own left out. Throws when one is missing. */
function signedInChunks(bundle: Record<string, { type: string; fileName: string }>): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    byFile.get(file)?.imports.forEach((next) => walk(next, into));
  };
  const entry = new Set<string>();
  chunks.filter((c) => c.isEntry).forEach((c) => walk(c.fileName, entry));
  const wanted = new Set<string>();
  for (const module of SIGNED_IN) {
    const holder = chunks.find((c) => c.moduleIds.some((id) => module.test(id)));
    if (!holder) throw new Error(`prerender-login: no chunk holds ${String(module)}`);
    walk(holder.fileName, wanted);
  }
  return [...wanted].filter((file) => !entry.has(file));
}

/**
 * So the login form is on screen at first paint, a production build gets login.html, its index.html with the login
 * page prerendered from the real components (src/app/login-shell.render.tsx) before the root. `vite preview` and
 * static hosts serve it at /login (a file named after the path); every other route keeps the empty index.html. The
 * demo build (sandbox mode) has none: its login page lists the demo accounts under the form.
 */
function prerenderLogin(enabled: boolean): Plugin {
  let outDir = path.join(dirname, 'dist');
  let root = dirname;
  let signedIn: string[] = [];
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      if (enabled) signedIn = signedInChunks(bundle);
    },
    async closeBundle() {
      if (!enabled) return;
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule('/src/app/login-shell.render.tsx')) as {
          renderLoginShell: () => string;
        };
        const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const shell = module.renderLoginShell();
        if (!html.includes('<div id="root"></div>'))
          throw new Error('prerender-login: no empty #root in index.html');
        writeFileSync(
          path.join(outDir, 'login.html'),
          html.replace('<div id="root"></div>', `${shell}<div id="root"></div>`),
        );
        // index.html serves every route but /login: a reload of a signed-in page. Its code is asked for with the
        // page (else the refresh answer came ~100 ms before the tickets route was in), never from /login.
        const links = signedIn
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        writeFileSync(path.join(outDir, 'index.html'), html.replace('</head>', `${links}</head>`));
      } finally {
        await server.close();
      }
    },
  };
}

// Vitest mutates `instances`, so every browser project gets a fresh object.
const browser = (contextOptions: { reducedMotion?: 'reduce' } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: launchOptions(), contextOptions }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

/**
 * The modules of the workspace chunk (see its group below): what a signed-in page loads with it, in one chunk. A
 * reload of /tickets asked for 28 chunks with the page, six at a time (HTTP/1.1): its code was in ~50 ms later than
 * with the 8 it asks for now (in the bench, 30 reloads each; scripts/check-preloads.mjs keeps it at most 10).
 */
const WORKSPACE = new RegExp(
  [
    // Shared UI, the layout, the tickets route and their machines.
    String.raw`node_modules[\\/](@headlessui|@heroicons|@floating-ui|@tanstack|@react-aria|@xstate|tabbable|date-fns)[\\/]`,
    String.raw`src[\\/](ui|app[\\/]compose|session[\\/](queries|entity)|features[\\/](layout|ticket-list|conversation|notifications))[\\/]`,
    String.raw`src[\\/](session[\\/](use-command|use-paged-list|live-list|connections\.session|workspace\.session|slots|relay)|app[\\/]top-bar-slots)\.tsx?$`,
    String.raw`machines[\\/](workspace|ticket-status|paged-list|entity-page|notifications|composer|connections|audio-recording)[\\/]`,
    String.raw`(machines[\\/]common|src[\\/]lib)[\\/](once-per|permissions)\.ts$`,
    String.raw`src[\\/]lib[\\/](navigation|text|use-local-day|use-stable-callback|dates|i18n[\\/]use-i18n)\.ts$`,
    // The entity calls (src/api/entities.ts) and the schemas only they read.
    String.raw`src[\\/]api[\\/]((announcements|billing|chats|companies|contacts|dashboard|helps|media|messages-api|messages|notes|plans|queues|quick-messages|schedules|settings|tags|tickets|users|whatsapp)\.api|entities|records|void)\.ts$`,
    String.raw`src[\\/]api[\\/]schemas[\\/]((admin-company|announcement|campaign-setting|campaign|chat|company-schedules|contact-list-item|contact-list|dashboard|help|invoice)\.schema|s2)\.ts$`,
    // The top bar's bells and the conversation's contact drawer and dialogs.
    String.raw`src[\\/]features[\\/]announcements[\\/](announcements\.(bell|media|session|unread)|components[\\/](AnnouncementImage|AnnouncementsBell|announcement-form))\.tsx?$`,
    String.raw`src[\\/]features[\\/]chats[\\/](chats\.(bell|entity)|components[\\/]ChatsBellPopover)\.tsx?$`,
    String.raw`src[\\/]features[\\/]contacts[\\/](contact-(dialog|drawer)\.binding|contacts\.(entity|screen|view)|components[\\/](ContactDialog|ContactDrawer|ContactNotes|ContactsPage|ExtraInfo|contact-form|note-form))\.tsx?$`,
    String.raw`src[\\/]features[\\/]schedules[\\/](schedule-dialog\.binding|components[\\/](ScheduleDialog|schedule-form))\.tsx?$`,
    // The socket, and what the workspace's parts read from node_modules.
    String.raw`src[\\/]realtime[\\/]`,
    String.raw`node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io|rxjs|tslib|react-aria|react-stately|uc\.micro|linkify-it|frimousse|use-isomorphic-layout-effect)[\\/]`,
  ].join('|'),
);
/**
 * What a reload of /tickets runs before the workspace's code is in (src/app/lists-ahead.ts: the first lists' filters),
 * kept out of the workspace chunk: importing it from there would wait for that whole chunk to be evaluated.
 */
const AHEAD =
  /(machines[\\/]workspace[\\/]ticket-lists|src[\\/](app[\\/]lists-ahead|session[\\/]workspace-input)|src[\\/]api[\\/]ticket-list-query)\.ts$/;
/** The entry's own graph (what /login loads), never moved out of it. */
const INITIAL =
  /src[\\/](ui[\\/](LoadingScreen|Spinner|tone|Button|field-styles|TextField|BrandMark)\.tsx?$|features[\\/](auth|common[\\/]components[\\/]ErrorBoundary))|\.test\./;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    dropSandboxWorker(mode === 'production'),
    preloadLoginChunk(),
    cspMeta(mode),
    prerenderLogin(mode === 'production'),
  ],
  // The dev server sends no CSP: React Fast Refresh's preamble is an inline script and Vite injects CSS as <style>.
  server: { host: '127.0.0.1', port: 5173 },
  // `vite preview` (the demo, the e2e suite, the bench) serves the built app under the policy, as a host should.
  preview: { headers: { 'Content-Security-Policy': contentSecurityPolicy(cspOptionsFor(mode)) } },
  // Found only behind lazy imports (the conversation's composer, forms, message text): pre-bundled at start, so a
  // browser test that renders the app is not reloaded halfway by the optimizer (a second React then breaks hooks).
  optimizeDeps: {
    include: [
      '@breezystack/lamejs',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      '@tanstack/react-form',
      'chart.js',
      'frimousse',
      'linkify-it',
      'qrcode.react',
      'react-chartjs-2',
      'react-dom/client',
      'valibot',
    ],
  },
  build: {
    sourcemap: false,
    // Every browser the app supports preloads modules natively: the polyfill would be /login weight for nothing.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // What /login needs beside the entry's own chunk (the app's modules it imports: the API client, the session),
        // in two chunks instead of a dozen small ones (each chunk costs its own gzip overhead and request): the core
        // (the libraries) and the login screen with its parts.
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs from /login on (React, i18n, xstate, the router) and nothing else: the
              // test takes node_modules packages only. The app's own modules stay out of it: those /login needs (the
              // API client, the session) are in the entry's chunk, and the resource cache (src/session/queries), the
              // entity pages (src/session/entity) and the live list feed screens behind the login (the workspace).
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|xstate|wouter|regexparam|use-sync-external-store)[\\/]/,
            },
            {
              // The reload's first lists (src/app/lists-ahead.ts) and the three small modules it reads: one request,
              // not four, so it is in before the refresh answer more often.
              name: 'lists-ahead',
              test: AHEAD,
            },
            {
              name: 'login',
              test: /src[\\/](features[\\/]auth[\\/](login\.screen|components[\\/](AuthLayout|LoginForm|Alert))|ui[\\/](BrandMark|Button|Spinner|TextField|tone|field-styles)|session[\\/]use-draft)|node_modules[\\/]clsx[\\/]/,
            },
            {
              // What the signed-in page shows first (the layout, the tickets route and the parts every screen shares)
              // in one chunk instead of ~70 of a few hundred bytes each: a reload of /tickets asked for them six at a
              // time (HTTP/1.1) and appended a modulepreload link for each, 40–90 ms of main thread (in the bench).
              // Nothing of /login: the two groups above take their modules first, and the test leaves out every module
              // of the entry's own graph (src/main.tsx, the session, the API client, i18n).
              name: 'workspace',
              includeDependenciesRecursively: false,
              test: (id: string) => WORKSPACE.test(id) && !INITIAL.test(id) && !AHEAD.test(id),
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The machines' conformance walks take ~1 s here and 9 s on a runner loaded by parallel builds.
          testTimeout: 30_000,
          include: [
            'machines/**/*.test.ts',
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.tsx', 'src/**/*.browser.test.tsx'],
          setupFiles: ['tests/setup/browser.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // The first story of a screen's file boots the whole app on the sandbox cold (every module transformed on
          // its first import): 15 s was not always enough on a busy 2-core runner. A bound, not a wait.
          testTimeout: 30_000,
          // The play functions' expect (jest-dom) does not retry, and an overlay's enter animation starts at opacity 0
          // (src/styles.css): a check landing in its first frame failed toBeVisible (CI, ContactDrawer's Sheet).
          // Under reduced motion the `motion-safe:` animations do not run. The e2e suite keeps them (Playwright's
          // visibility ignores opacity, and its settle helper waits for them).
          browser: browser({ reducedMotion: 'reduce' }),
        },
      },
    ],
  },
}));
