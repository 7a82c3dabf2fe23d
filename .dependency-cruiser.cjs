// Import loops, anywhere in the repository: the repository's one check of them (`npm run cycles`, and
// npm test's "import loops" stage; lint has none). It follows type-only imports and dynamic import()
// (tsPreCompilationDeps: the imports as written, before TypeScript drops the type-only ones), so a loop
// that only types or a lazy chunk close is still a loop.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-loop',
      comment: 'Modules that import each other, directly or through others, types and import() included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|\\.mf|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
