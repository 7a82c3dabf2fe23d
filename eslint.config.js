// Flat ESLint config for the whole workspace: typescript-eslint, React hooks rules, and the package
// boundaries of DESIGN §2 (remotes never import each other or the shell; shared packages import no app).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'seeker-remote', 'employer-remote'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', 'pnpm-lock.yaml'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Remotes and the shell never import each other's code.
            ...APPS.flatMap((target) =>
              APPS.filter((from) => from !== target).map((from) => ({
                target: `./${target}`,
                from: `./${from}`,
                message: 'Apps only meet at run time through Module Federation.',
              })),
            ),
            // Shared packages never import an app.
            ...[
              'shared-auth',
              'shared-ui',
              'shared-data',
              'contracts',
              'remote-contract',
              'standalone',
            ].flatMap((target) =>
              APPS.map((from) => ({
                target: `./${target}`,
                from: `./${from}`,
                message: 'Shared code must not import an app.',
              })),
            ),
          ],
        },
      ],
    },
  },
  {
    // The shell (the landing page is the site's entry) and the seeker remote (60 KB budget on /find-jobs)
    // import shared-ui's subpaths: the root entry is the federation-shared module, which loads whole (a
    // shared module is never tree-shaken). Seeker tests may still render from the root entry.
    files: ['shell/src/**/*.{ts,tsx}', 'seeker-remote/src/**/*.{ts,tsx}'],
    ignores: ['seeker-remote/src/**/*.test.{ts,tsx}', 'seeker-remote/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/shared-ui',
              message: 'Import a subpath (@portal/shared-ui/button, /field, …): the root entry loads whole.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may poke at loosely typed replies and mock modules with inline import() types.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    // Scripts run in Node; the benchmark also evaluates functions inside the browser page.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
