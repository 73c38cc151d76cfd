// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
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
 * Cross-feature imports that exist today, importer → what it imports. Each is debt, not a pattern: nothing may
 * be added here; an entry leaves when its file moves. A file listed here may still import no other feature file.
 */
/** Imports between features allowed for now. None: what two features share is in src/ui, src/lib or src/app (slots). */
const FEATURE_IMPORT_DEBT = {};

/**
 * src/features/<a> never imports src/features/<b> (ARCHITECTURE.md). no-restricted-imports matches the import
 * text, and a sibling feature is reached by a relative path ('../contacts/x') that names no "features" folder,
 * so this rule resolves the path against the importing file.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { allow: { type: 'object' } }, additionalProperties: false }],
    messages: {
      crossFeature:
        '{{from}} imports {{to}}: a feature never imports another feature; what two share moves to src/ui or src/app.',
    },
  },
  create(context) {
    const root = import.meta.dirname;
    const allow = context.options[0]?.allow ?? {};
    const posix = (file) => file.split(path.sep).join('/');
    const from = posix(path.relative(root, context.filename));
    const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
    const own = featureOf(from);
    if (own === undefined) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const to = posix(path.relative(root, path.resolve(path.dirname(context.filename), source.value)));
      const other = featureOf(to);
      if (other === undefined || other === own || allow[from]?.includes(to)) return;
      context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
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
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'local/no-cross-feature-imports': ['error', { allow: FEATURE_IMPORT_DEBT }] },
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
