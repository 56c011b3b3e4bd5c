import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Import direction of DESIGN.md: each package may import only what sits below it. */
const boundary = (message, group) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

/** Stories, tests and their helpers: they may drive the mock API that the package code must not import. */
const STORY_AND_TEST_FILES = ['**/*.test.*', '**/*.stories.*', '**/testing/**', '**/story-helpers.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      'apps/backoffice/public/mockServiceWorker.js',
      '**/.vitest/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'reports/**',
      // Generated icon data (scripts/generate-icons.mjs): one named export per icon, 2.7 MB.
      'packages/ui/src/icons/sets/**',
      // Scratch files (gitignored), e.g. measurement scripts.
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'HTML is set only by SafeHtml (@hotel/ui). Render data HTML with <SafeHtml html={...} />.',
        },
        {
          selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]",
          message: 'HTML is set only by SafeHtml (@hotel/ui).',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'HTML is set only by SafeHtml (@hotel/ui).',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler is not used here; this rule only reports that it would skip
      // memoising components that use TanStack Virtual/Table, whose API returns fresh functions.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // SafeHtml is the one place that sets HTML (DESIGN decision 10).
    files: ['packages/ui/src/components/safe-html/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/ui/src/**'],
    rules: boundary('@hotel/ui imports nothing else of ours (DESIGN.md).', [
      '@hotel/shell',
      '@hotel/shell/*',
      '@hotel/mock-api',
      '@hotel/mock-api/*',
      '@hotel/sample-apps',
      '@hotel/domain',
      'react-router',
      'react-router-dom',
      'msw',
      'msw/*',
    ]),
  },
  {
    files: ['packages/domain/src/**'],
    rules: boundary('@hotel/domain imports nothing of ours and renders nothing (DESIGN.md).', [
      '@hotel/*',
      'react',
      'react-dom',
      'msw',
      'msw/*',
    ]),
  },
  {
    files: ['packages/shell/src/**'],
    ignores: STORY_AND_TEST_FILES,
    rules: boundary('@hotel/shell imports only @hotel/ui, never the mock API, the sample apps or the app (DESIGN.md).', [
      '@hotel/mock-api',
      '@hotel/mock-api/*',
      '@hotel/sample-apps',
      '@hotel/domain',
      'msw',
      'msw/*',
      '**/apps/backoffice/**',
    ]),
  },
  {
    files: ['packages/sample-apps/src/**'],
    ignores: STORY_AND_TEST_FILES,
    rules: boundary('@hotel/sample-apps imports @hotel/shell and @hotel/ui only (DESIGN.md).', [
      '@hotel/mock-api',
      '@hotel/mock-api/*',
      '@hotel/domain',
      'msw',
      'msw/*',
      '**/apps/backoffice/**',
    ]),
  },
  {
    // Stories and tests may drive the mock API and answer calls with MSW; the package code may not.
    files: ['packages/shell/src', 'packages/sample-apps/src'].flatMap((dir) => STORY_AND_TEST_FILES.map((glob) => `${dir}/${glob}`)),
    rules: boundary('Stories and tests of the shell and sample apps never import the app (DESIGN.md).', [
      '@hotel/domain',
      '**/apps/backoffice/**',
    ]),
  },
  {
    files: ['packages/mock-api/src/**'],
    ignores: ['packages/mock-api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@hotel/ui', '@hotel/ui/*', 'react', 'react-dom', '**/apps/backoffice/**'], message: '@hotel/mock-api renders nothing (DESIGN.md).' },
            {
              group: ['@hotel/shell', '@hotel/shell/*', '@hotel/sample-apps', '@hotel/sample-apps/*'],
              allowTypeImports: true,
              message: '@hotel/mock-api imports the contracts of the shell and sample apps as types only (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/backoffice/src/**'],
    ignores: STORY_AND_TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The in-page transport (@hotel/mock-api/install, about 1 KB) is the one static import: it loads the rest on the first call.
              regex: '^@hotel/mock-api(?!/install$)(/.*)?$',
              allowTypeImports: true,
              message: 'The app loads the mock API by dynamic import only (through @hotel/mock-api/install), so it stays out of the entry chunk (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
);
