// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const noXstate = {
  group: ['xstate', '@xstate/*', 'xstate/*'],
  message: 'Components get props, not machines.',
};
const noRx = { group: ['rxjs', 'rxjs/*'], message: 'Components get props, not streams.' };
const layer = (dir, why) => ({ group: [`**/${dir}/**`, `**/${dir}`], message: why, allowTypeImports: true });

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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'Machines know no React.' },
            layer('mocks', 'Machines never import the sandbox.'),
          ],
        },
      ],
    },
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
