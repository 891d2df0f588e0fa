// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
// @ts-expect-error -- no type declarations
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.tmp/', 'bench/.work/', 'node_modules/', 'src/env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // Type-aware rules for the TypeScript sources: they catch floating promises, unsafe `any` flows
    // and needless conditions that the syntax-only rules cannot see.
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // src/lib is pure logic, testable in Node: the browser (storage, address bar, DOM) is reached
    // through src/browser, and the content collections through src/data.
    files: ['src/lib/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'history', 'location', 'navigator'].map((name) => ({
          name,
          message: 'src/lib is pure: reach the browser through src/browser.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'astro:content', message: 'src/lib is pure: read collections in src/data.' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      // Affiliate links keep the referrer (the broker attributes the visit); noopener is still required.
      'react/jsx-no-target-blank': ['error', { allowReferrer: true }],
    },
  },
);
