// ESLint flat config: the recommended JavaScript and typescript-eslint rules (syntax only; no type-aware rules,
// `npm run typecheck` does the type checking), plus the workflow-sandbox import rule for workflows/**.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import workflowSandboxImports from './eslint-rules/workflow-sandbox-imports.mjs';

const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'require', 'module', 'exports', '__dirname', '__filename', 'Buffer', 'setTimeout', 'clearTimeout', 'URL'].map((g) => [
    g,
    'readonly',
  ]),
);

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', '.tools/', 'test/fixtures/generated/', 'test-artifacts/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused (positional parameters, destructured-away fields).
      // Control characters are matched on purpose here (sanitising file names, telling ASCII from the rest).
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: nodeGlobals },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['workflows/**/*.ts'],
    plugins: { local: { rules: { 'workflow-sandbox-imports': workflowSandboxImports } } },
    rules: { 'local/workflow-sandbox-imports': 'error' },
  },
);
