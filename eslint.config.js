// The lint gate of `npm test` (DESIGN.md "Layout"): typescript-eslint's syntax-only recommended rules
// (no type information, so the gate stays fast on a 2-core machine; `tsc` does the typing), the rules
// of React hooks, and the import zones of the layout in the style of bulletproof-react's
// `import/no-restricted-paths`. `.astro` files are not linted here: tests/unit/architecture.test.ts
// scans their imports for the same zones.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One folder per feature area; each gets its own zone, so a new area is fenced without editing this file. */
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The import zones of DESIGN.md "Layout" and "Shape for growth"; `target` may not import `from`. */
const importZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need down into src/lib or src/contracts.',
  })),
  {
    target: ['./src/pages', './src/islands', './src/components', './src/features', './src/lib', './src/layouts'],
    from: './src/platform',
    message: 'The sandbox platform is server-only: browser code reaches it through the API client and the route table in src/contracts.',
  },
  {
    // Browser-side code (DESIGN.md "Layout": the platform is server-only), as one glob so an import
    // matching two parts of it (a React file of lib/ui) is one error.
    target: './src/platform',
    from: './src/{features/**,islands/**,components/**,pages/**,layouts/**,lib/ui/**,lib/hydration/**,lib/session/**,lib/**/*.tsx}',
    message: 'The platform is server-only and never imports UI code: share pure helpers through src/contracts or non-UI src/lib modules.',
  },
  {
    target: ['./src/lib', './src/contracts'],
    from: './src/features',
    message: 'lib and contracts sit below the features and never import one.',
  },
  {
    target: './scripts',
    from: './tests',
    message: 'Build and operator scripts never depend on test code: move the shared piece into scripts/lib or src.',
  },
];

export default defineConfig([
  globalIgnores([
    'dist/',
    'src/paraglide/',
    'src/generated/',
    '.astro/',
    '.wrangler/',
    'test-results/',
    'playwright-report/',
    'bench-results/',
    'test-reports/',
    'public/',
  ]),
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.serviceworker },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // TypeScript checks identifiers itself (typescript-eslint's advice for TS files); tsc runs in the same gate.
      'no-undef': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: {
      // `_name` marks a value dropped on purpose (`const { secret: _secret, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'src/features/**/*.ts', 'src/lib/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // Only the two rules of hooks: the plugin's React Compiler rules run the compiler over every
    // component (about 20 s of a 30 s lint on this machine) and judge code for a compiler the
    // portal does not use.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An effect that runs on mount or on one key reads the other values through `useEffectEvent`.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: importZones }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.vitest } },
    rules: {
      // Tests read JSON answers and documents whose shape is what they assert; typing each body first adds nothing.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
]);
