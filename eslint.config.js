// Lint for the whole workspace: type-aware TypeScript rules everywhere, React hook
// rules on the web, and the one-way import rules of docs/architecture.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-render/**',
      '**/node_modules/**',
      'data/**',
      '**/*.config.*',
      '**/build.mjs',
      '**/scripts/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The design system knows nothing of features or the app.
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'shared/ must not import features/ or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature uses other features only through what they export, never the app layer.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**'], message: 'features/ must not import app/.' }] },
      ],
    },
  },
  {
    // ...and "through what they export" means their index.ts, or admin.ts for what only admin
    // screens use (kept apart so it never joins a public page's chunk): a path into another
    // feature's folders (`../../auth/api/…` from features/<x>/<folder>/) is refused.
    files: ['apps/web/src/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'features/ must not import app/.' },
            {
              regex: '^\\.\\./\\.\\./[a-z-]+/(?!admin$)',
              message:
                "Import another feature through its index.ts ('../../<feature>') or admin.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'features/ must not import app/.' },
            {
              regex: '^\\.\\./[a-z-]+/(?!admin$)',
              message: "Import another feature through its index.ts ('../<feature>') or admin.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server layers: db knows nothing of modules or the app.
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/app', '**/realtime/**'],
              message: 'db/ must not import higher layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Plain scripts served as they are: the service worker's push handler (docs/notifications.md).
    files: ['apps/web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.serviceworker },
    },
  },
);
