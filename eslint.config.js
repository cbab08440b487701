import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

// The site's layers, held by the linter (apps/web/README.md, "Layers"):
// pages -> features -> sections -> ui, content and the site map beside them; each imports only downwards.
const app = 'apps/web/app';
// Loaded by the React Router config, e2e specs and benches, whose loaders have no `~` alias: relative imports.
const relativeOnly = [
  `${app}/site-map/**`,
  `${app}/lib/artwork.ts`,
  `${app}/content/footer.ts`,
  `${app}/content/footer-demos.ts`,
  `${app}/components/layout/fixed-footer.ts`,
  `${app}/components/sections/footer/footer-config.ts`,
  `${app}/components/sections/portfolio/portfolio-variants.ts`,
];
const noPages = {
  group: ['~/pages/*', '~/routes', '~/routes.ts'],
  message: 'Only the route table imports pages.',
};
const noDeepRelative = {
  regex: '^\\.\\./\\.\\./',
  message: 'Use the ~/ alias instead of a ../../ chain.',
};
const noFeatures = {
  group: ['~/features/*'],
  message: 'Sections, ui and content import no feature: pass what they need as props.',
};
const noContentValues = {
  group: ['~/content/*', '~/content/**'],
  message: 'Sections take their data as props: the page or the layout imports the content.',
};
const onlyTypes = (group, message) => ({ group, message, allowTypeImports: true });
// Tests may render a section with the site's real sample content.
const tests = [`${app}/**/*.test.{ts,tsx}`];
const layer = (files, patterns, ignores = []) => ({
  files,
  ignores: [...ignores, ...tests],
  rules: {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  },
});
const features = ['parts', 'shop'];
const webLayers = [
  // Everything in the app: no page imports but the route table's, no ../../ chains.
  layer(
    [`${app}/**/*.{ts,tsx}`],
    [noPages, noDeepRelative],
    [`${app}/routes.ts`, `${app}/pages/**`, ...relativeOnly],
  ),
  layer([`${app}/pages/**/*.{ts,tsx}`], [noDeepRelative]),
  // Sections and ui primitives: data through props, no features.
  layer(
    [`${app}/components/sections/**/*.{ts,tsx}`, `${app}/components/forms/**/*.{ts,tsx}`],
    [noPages, noDeepRelative, noFeatures, noContentValues],
    relativeOnly,
  ),
  layer(
    [`${app}/components/ui/**/*.{ts,tsx}`],
    [
      noPages,
      noDeepRelative,
      noFeatures,
      noContentValues,
      {
        group: ['~/components/sections/*', '~/components/layout/*'],
        message: 'ui primitives import nothing above them.',
      },
    ],
  ),
  // A feature imports no other feature.
  ...features.map((name) =>
    layer(
      [`${app}/features/${name}/**/*.{ts,tsx}`],
      [
        noPages,
        noDeepRelative,
        {
          group: features.filter((other) => other !== name).map((other) => `~/features/${other}/*`),
          message: 'A feature imports no other feature.',
        },
      ],
    ),
  ),
  // Content is data: it imports only types from the code (and the artwork helper that makes its pictures).
  layer(
    [`${app}/content/**/*.ts`],
    [
      noPages,
      noDeepRelative,
      onlyTypes(
        ['~/components/*', '~/features/*', '~/shell/*'],
        'Content imports only types from the code.',
      ),
    ],
    relativeOnly,
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/var/**',
      'apps/web/public/**',
      '**/.react-router/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...webLayers,
  {
    // No import cycles in the site's code.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules with the TypeScript parser when following imports (else no cycle is seen).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
