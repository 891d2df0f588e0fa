// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
// @ts-expect-error -- no type declarations
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layering of src/ (README › Architecture), one rule per folder: `no-restricted-imports` with the folders
 * (reached by a relative path or the `~/` alias) and the packages a module there may not import, and why.
 * @param {{ folders?: string[], packages?: string[], paths?: { name: string, message: string }[], message: string }} layer
 * @returns {import('eslint').Linter.RulesRecord}
 */
function restrictImports({ folders = [], packages = [], paths = [], message }) {
  const patterns = [];
  // A folder of src/ reached by a relative path that climbs out of the importing folder, or by the `~/` alias.
  if (folders.length > 0) patterns.push({ regex: `^(~/|(\\.\\./)+)(${folders.join('|')})(/|\\.|$)`, message });
  if (packages.length > 0) patterns.push({ regex: `^(${packages.join('|')})(/|$)`, message });
  return { 'no-restricted-imports': /** @type {const} */ (['error', { paths, patterns }]) };
}

/** Folders of src/ that hold browser-side or page code; pure layers never import them. */
const APP_FOLDERS = ['stores', 'browser', 'islands', 'components', 'scripts', 'pages', 'layouts', 'content'];

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.tmp/', '.wrangler/', 'bench/.work/', 'node_modules/', 'src/env.d.ts'] },
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
      ...restrictImports({
        folders: APP_FOLDERS,
        packages: ['nanostores', '@nanostores', 'contentful', 'firebase', 'react', 'react-dom', 'astro'],
        paths: [{ name: 'astro:content', message: 'src/lib is pure: read collections in src/data.' }],
        message:
          'src/lib is pure: it imports only src/lib, src/data, src/i18n and the config; atoms and actions live in src/stores, network and storage in src/browser or src/content/cms.',
      }),
    },
  },
  {
    // Typed static data and the route table: read by lib, pages and islands, so it reaches no further down.
    files: ['src/data/**'],
    rules: restrictImports({
      folders: APP_FOLDERS.filter((f) => f !== 'content'),
      packages: ['nanostores', '@nanostores', 'contentful', 'firebase', 'react'],
      message: 'src/data holds data: it imports only src/data, src/lib, src/i18n and the content collections.',
    }),
  },
  {
    // The dictionary: texts and the functions that fill them, nothing else.
    files: ['src/i18n/**'],
    rules: restrictImports({
      folders: [...APP_FOLDERS, 'lib', 'data'],
      message: 'src/i18n holds only texts: it imports nothing outside src/i18n.',
    }),
  },
  {
    // Islands reach storage and Firebase only through a store, so every island sees the same state.
    files: ['src/islands/**'],
    rules: restrictImports({
      folders: ['components', 'pages', 'layouts', 'scripts', 'browser/storage', 'browser/firebase'],
      packages: ['firebase', 'nanostores'],
      message:
        'Islands read and change shared state through src/stores (useStore), never storage, Firebase or an atom of their own.',
    }),
  },
  {
    // Stores and browser adapters serve the islands and scripts, never the other way round.
    files: ['src/stores/**', 'src/browser/**'],
    rules: restrictImports({
      folders: ['islands', 'components', 'pages', 'layouts', 'scripts'],
      message: 'src/stores and src/browser are used by islands and scripts, not the other way round.',
    }),
  },
  {
    // The Pages Functions' logic runs in workerd, not in a page: no browser side, no browser SDKs.
    files: ['src/server/**', 'functions/**'],
    rules: restrictImports({
      folders: APP_FOLDERS,
      packages: ['nanostores', '@nanostores', 'contentful', 'firebase', 'react', 'react-dom'],
      message:
        'src/server and functions/ run in the Pages runtime: they import only src/server, src/lib and packages for it.',
    }),
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
