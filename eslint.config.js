// @ts-check
// ESLint checks what the code means; Prettier (`prettier --check .`) owns its layout, so no
// formatting rule is turned on here.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { packageBoundary } from './scripts/package-boundary.mjs';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    'coverage/',
    'docs/api/',
    'reports/',
    '.stryker-tmp*/',
    'test-artifacts/',
    'node_modules/',
    'test/package/fixtures/',
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: globals.nodeBuiltin,
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The engine reads arrays under noUncheckedIndexedAccess in hot paths where the index is
      // proven in range (a die is 1 to 8, a seat 0 or 1); a check there would be dead code.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Untrusted input is read as a Record<string, unknown> by bracket, naming the field as data.
      '@typescript-eslint/dot-notation': 'off',
      // isolatedDeclarations needs the type written on an exported constant built by a template.
      '@typescript-eslint/no-inferrable-types': 'off',
      // Messages interpolate counts, seeds and seats; a number prints the same everywhere.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `(text) => post(text)` is how a callback forwards; only a void used as a value is a slip.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `() => {}` is the plain no-op for a callback whose output is thrown away.
      '@typescript-eslint/no-empty-function': ['error', { allow: ['arrowFunctions'] }],
      // Dropping a field by destructuring the rest (`const { seed: _, ...rest } = s`) is intended.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // The packages of this repository use one another as any other program would: by name and
  // published entry only (kiri-dice, kiri-dice/fair, /record, /review, /rules, /odds,
  // @kiri-dice/referee), never by a relative path into another package's folder; the engine uses
  // neither of the others.
  {
    files: ['**/*.{ts,mjs,js,cjs}'],
    plugins: { kiri: { rules: { 'package-boundary': packageBoundary } } },
    rules: { 'kiri/package-boundary': 'error' },
  },
  {
    // JavaScript is outside tsconfig.json (no allowJs); the examples and the playground are
    // type-checked against dist/ (examples/tsconfig.json), which the lint runs before, with the
    // playground's declarations of the builds it imports by path.
    files: ['**/*.{js,mjs,cjs}', 'examples/**', 'docs/playground/*.d.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // CommonJS files exist to be loaded by require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['docs/playground/**', 'examples/react/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['test/**', 'packages/*/test/**'],
    rules: {
      // The tests throw raw values on purpose, to prove a thrown non-Error is handled.
      '@typescript-eslint/only-throw-error': 'off',
      // The tests build instances of empty classes to prove a class instance is refused.
      '@typescript-eslint/no-extraneous-class': ['error', { allowEmpty: true }],
    },
  },
);
