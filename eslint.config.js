// Flat ESLint config for the whole workspace: type-aware typescript-eslint (it reads each package's
// tsconfig, so it knows a floating promise from a value), React hooks and accessibility rules, no import
// cycles, and the package boundaries (remotes never import each other or the shell; shared packages import
// no app).
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'seeker-remote', 'employer-remote'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', 'pnpm-lock.yaml'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: ['**/*.{ts,tsx,mts}'] })),
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // The plugin's own resolver (exports maps and TypeScript sources of the workspace packages), instead of
    // the legacy resolver it would look for and that is not installed.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'] }),
      ],
    },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        // The bench's window declarations and the root vitest config belong to no package's tsconfig
        // (tsconfig.tooling.json checks them with the tooling), so they are parsed in the default project.
        projectService: {
          allowDefaultProject: ['tooling/bench/*.d.ts', 'seeker-remote/bench/*.d.ts', 'vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // The two rules of hooks this code is written to. eslint-plugin-react-hooks 7's recommended set adds
      // the React Compiler's checks (refs read in render, setState in effects…), which flag patterns the
      // apps use on purpose (the latest-value ref); adopting them is a change of its own.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Fastify handlers and react-router loaders are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      // React event props may take async handlers: React ignores the promise, and each handler catches its
      // own failures (a toast or a message), which this rule cannot see.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Interceptors and catch blocks pass on what they caught, whatever it is: wrapping it would hide the
      // AxiosError (status, response) that callers read.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Import loops are dependency-cruiser's (npm run cycles): it sees type-only and dynamic imports too, and
      // this rule's copy of the same walk was a third of lint's time.
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
            ...['shared-auth', 'packages'].flatMap((target) =>
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
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` on our own components (RequireAuth role="employeer") is a portal role, not an ARIA one.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Tests may poke at loosely typed replies (`res.json()` is any) and mock modules with inline import()
    // types; what they read is checked by their assertions.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'tooling/e2e/**/*.ts', '**/vitest.config.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Narrowing a query result (`getByLabelText(…) as HTMLInputElement`) reads better than a type argument.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    // Scripts run in Node; the benchmark also evaluates functions inside the browser page.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
