// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const noXstate = {
  group: ['xstate', '@xstate/*', 'xstate/*'],
  message: 'Components get props, not machines.',
};
const noRx = { group: ['rxjs', 'rxjs/*'], message: 'Components get props, not streams.' };
const layer = (dir, why) => ({ group: [`**/${dir}/**`, `**/${dir}`], message: why, allowTypeImports: true });
const machinesPatterns = [
  { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'Machines know no React.' },
  layer('mocks', 'Machines never import the sandbox.'),
];

/**
 * The layers (docs/architecture.md), each importing only the ones below it, so every arrow points one way:
 *
 *   src/main.tsx (the entry) → src/app (the composition root) → src/features/<name> → src/session
 *     → src/ui → src/lib → src/realtime → src/api → machines
 *
 * Nothing imports src/app but the entry; a feature imports no other feature; the session layer imports no feature.
 * machines take only types from src/api (the records they reason about, parsed there), never a value. The sandbox
 * (mocks) speaks to src/api's schemas and src/realtime's frames, and only the entry reaches it (one dynamic
 * import). Tests and stories sit above it all. The paths are resolved, so a relative import ('../contacts/x') is
 * checked as what it names; type-only and dynamic imports count like the others.
 */
const LAYER_ORDER = ['app', 'feature', 'session', 'ui', 'lib', 'realtime', 'api', 'machines'];
/** What each layer may import besides itself (its own feature, for a feature). */
const MAY_IMPORT = {
  entry: ['app', 'feature', 'session', 'ui', 'lib', 'realtime', 'api', 'machines', 'mocks'],
  app: ['feature', 'session', 'ui', 'lib', 'realtime', 'api', 'machines'],
  feature: ['session', 'ui', 'lib', 'realtime', 'api', 'machines'],
  session: ['ui', 'lib', 'realtime', 'api', 'machines'],
  ui: ['lib'],
  lib: ['realtime', 'api', 'machines'],
  realtime: ['api', 'machines'],
  api: ['machines'],
  machines: [],
  mocks: ['realtime', 'api', 'machines'],
};
/** Type-only imports a layer may add: the records machines reason about. */
const MAY_IMPORT_TYPES = { machines: ['api'] };

function layerOf(file) {
  if (file === 'src/main.tsx') return { layer: 'entry' };
  const feature = /^src\/features\/([^/]+)\//.exec(file);
  if (feature) return { layer: 'feature', name: feature[1] };
  const base = /^src\/(app|session|ui|lib|realtime|api)\//.exec(file);
  if (base) return { layer: base[1] };
  if (file.startsWith('machines/')) return { layer: 'machines' };
  if (file.startsWith('mocks/')) return { layer: 'mocks' };
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward:
        '{{from}} ({{fromLayer}}) imports {{to}} ({{toLayer}}): layers import only the ones below them ({{order}}).',
      crossFeature:
        '{{from}} imports {{to}}: a feature never imports another feature; what two share moves to src/session, src/ui or src/lib.',
      valueFromApi: '{{from}} imports a value from {{to}}: machines take only types from src/api.',
    },
  },
  create(context) {
    const root = import.meta.dirname;
    const posix = (file) => file.split(path.sep).join('/');
    const from = posix(path.relative(root, context.filename));
    const own = layerOf(from);
    if (own === null) return {};
    const check = (node, source, typeOnly) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const to = posix(path.relative(root, path.resolve(path.dirname(context.filename), source.value)));
      const target = layerOf(to);
      if (target === null || target.layer === own.layer) {
        if (target?.layer === 'feature' && target.name !== own.name)
          context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
        return;
      }
      if (MAY_IMPORT[own.layer].includes(target.layer)) return;
      if (typeOnly && (MAY_IMPORT_TYPES[own.layer] ?? []).includes(target.layer)) return;
      const messageId = own.layer === 'machines' && target.layer === 'api' ? 'valueFromApi' : 'upward';
      context.report({
        node: source,
        messageId,
        data: { from, to, fromLayer: own.layer, toLayer: target.layer, order: LAYER_ORDER.join(' → ') },
      });
    };
    const allTypes = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source, allTypes(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, allTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    };
  },
};

/**
 * No circle of files in src, machines or mocks. A circle is found over the whole graph (Tarjan's strongly
 * connected components, computed once per lint run): static, type-only and dynamic imports all count, as a circle
 * closed through a type or a lazy import still ties the files together (import-x's no-cycle skips type-only
 * imports, so it is not used). Each import that stays inside the file's circle is reported, with the circle.
 */
const CYCLE_ROOTS = ['src', 'machines', 'mocks'];
let cycleIndex = null;
function sourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) out.push(rel);
    }
  };
  CYCLE_ROOTS.forEach(walk);
  return out;
}
function importsOf(root, file, known) {
  const info = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  return info.importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name)))
    .filter((target) => known.has(target));
}
function circles(root) {
  if (cycleIndex !== null) return cycleIndex;
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map(files.map((f) => [f, importsOf(root, f, known)]));
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const members = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      members.push(w);
    } while (w !== v);
    if (members.length > 1 || graph.get(v).includes(v)) for (const m of members) component.set(m, members);
  };
  for (const f of files) if (!index.has(f)) visit(f);
  cycleIndex = component;
  return component;
}
const noCycle = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cycle: '{{from}} imports {{to}}, closing a circle of {{size}} files: {{files}}.' },
  },
  create(context) {
    const root = import.meta.dirname;
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    const members = circles(root).get(from);
    if (members === undefined) return {};
    const inCircle = new Set(members);
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), source.value));
      if (!inCircle.has(to)) return;
      const files = members.slice(0, 8).join(', ') + (members.length > 8 ? ', …' : '');
      context.report({ node: source, messageId: 'cycle', data: { from, to, size: members.length, files } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-e2e',
      '.real-backend',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '.vitest-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, react, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19.3' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  // UI strings come from the i18n catalogue.
  {
    files: ['src/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: false,
          ignoreProps: true,
          allowedStrings: ['·', '!', '—', '…', '/', ':', '%', '+', '(', ')', '×'],
        },
      ],
    },
  },
  // Import zones (ARCHITECTURE.md).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [layer('mocks', 'src never imports the sandbox (only main.tsx, dynamically).')] },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/features/**/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noXstate,
            noRx,
            { group: ['socket.io-client'], message: 'Only src/realtime knows socket.io.' },
            layer('machines', 'Components get props and callbacks, not machines.'),
            layer('api', 'Components never call the API; screens do.'),
            layer('realtime', 'Components never touch the socket; screens do.'),
            layer('mocks', 'src never imports the sandbox.'),
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: machinesPatterns }],
    },
  },
  // src imports machines, so machines take no runtime value from src (types are fine): what both need lives in
  // machines/common. Tests may build their fixtures with src's schemas and services.
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...machinesPatterns,
            layer(
              'src',
              'Machines take no runtime value from src/; what both need lives in machines/common.',
            ),
          ],
        },
      ],
    },
  },
  // The layers, and no circle of files anywhere in src, machines or mocks (type-only and dynamic imports count).
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { layers, 'no-cycle': noCycle } } },
    rules: { 'local/layers': 'error', 'local/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mocks/**/*.{ts,tsx}'],
    ignores: ['src/realtime/**', 'mocks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='socket.io-client']",
          message: 'Only src/realtime knows socket.io.',
        },
      ],
    },
  },
  // A screen follows the socket only through the session's mechanisms: the live-list table (LIVE_LISTS, feedList)
  // for a list, a declared Relay for anything else. A listener of its own would be a sixth way.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='socket.io-client']",
          message: 'Only src/realtime knows socket.io.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(on|listen|join)$/][callee.object.property.name='realtime']",
          message:
            'A feature follows the socket through src/session (LIVE_LISTS and feedList, or a Relay), never realtime.on.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(on|listen|join)$/][callee.object.name='realtime']",
          message:
            'A feature follows the socket through src/session (LIVE_LISTS and feedList, or a Relay), never realtime.on.',
        },
      ],
    },
  },
  // Tests and stories may use looser typing of test doubles.
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react/jsx-no-literals': 'off',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
