import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', '.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Only the users domain writes the users collection: other domains call its named operations and read through
    // users/queries.ts (docs/ARCHITECTURE.md, "Who writes what"; backend/test/ownership.test.ts checks the writes).
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/users/**', 'backend/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/users/model'],
              allowTypeImports: true,
              message: 'Only backend/src/users writes users: use its operations (users/operations.ts, ...) or reads (users/queries.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Deferred work starts through the first-load rule (frontend/src/firstLoad/schedule.ts `whenDue`), so the rule and
    // the app cannot disagree; the timing primitives under it are the staging's own (docs/first-load.md).
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/firstLoad/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/firstLoad/afterFirstPage', '**/firstLoad/afterNextPaint', '**/firstLoad/onFirstInteraction'],
              message: "Start deferred work with whenDue(unit, task) from firstLoad/schedule.ts: the unit's stage is the first-load rule's (firstLoad/rule.ts).",
            },
          ],
        },
      ],
    },
  },
  { files: ['scripts/**/*.test.js'], languageOptions: { globals: { ...globals.jest } } },
  { files: ['**/*.cjs', 'jest.config.js', 'e2e/jest.config.js', 'cluster/jest.config.js'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
