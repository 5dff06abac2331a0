import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'reports/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // Layer boundaries (issue 31 item 5), value imports only: types are erased and may cross.
  {
    // Only server/db talks to the database library; services go through repositories.
    files: ['**/*.{ts,tsx}'],
    // Tests reach the database directly to set up and check rows (an admin connection, a second pool).
    ignores: ['server/db/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'knex', message: 'Only server/db imports knex.', allowTypeImports: true }] },
      ],
    },
  },
  {
    // Public pages and their islands import shared/ and content/, never server services or the database.
    files: ['pages/**/*.{ts,tsx}'],
    // Server-only +data files still calling a server module directly (posts, newsletters): theirs to move.
    ignores: ['pages/blog/@slug/+data.ts', 'pages/newsletter/@slug/+data.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'Only server/db imports knex.', allowTypeImports: true }],
          patterns: [
            {
              group: ['**/server/services/**', '**/server/db/**'],
              message: 'Pages use shared/ or pageContext.services, not server modules.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The admin SPA reaches the server over HTTP only; it may import the server's types.
    files: ['admin/**/*.{ts,tsx}'],
    ignores: ['admin/vite.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'Only server/db imports knex.', allowTypeImports: true }],
          patterns: [
            {
              group: ['**/server/**'],
              message: 'The admin imports server code with import type only.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
)
