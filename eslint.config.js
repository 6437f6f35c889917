import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'src/site/public/vendor/',
      '.venv/',
      'test-artifacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Temporal's roles stay apart: workflows import only activity types, activities no workflow code;
  // what both exchange lives in src/temporal/contracts.ts.
  {
    files: ['workflows/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/activities', '**/activities/**'],
              allowTypeImports: true,
              message: 'Workflows import only activity types (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['activities/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/workflows', '**/workflows/**'],
              message:
                'Activities import no workflow code; shared inputs and outcomes live in src/temporal/contracts.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
