import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import betterTailwind from 'eslint-plugin-better-tailwindcss';
import { getDefaultSelectors } from 'eslint-plugin-better-tailwindcss/api/defaults';

// The site's layers, held by the linter (apps/web/README.md, "Layers"):
// pages -> features -> layout -> sections -> ui, content and the site map beside them; each imports only
// downwards. lib/ may import shell/, never the reverse.
const app = 'apps/web/app';
// Loaded by the React Router config, e2e specs and benches, whose loaders have no `~` alias: relative imports.
// They are held to their folder's layer like every other file, only the ../../ rule is left out for them.
const relativeOnly = [
  `${app}/site-map/**`,
  `${app}/lib/artwork.ts`,
  `${app}/content/demos/**`,
  `${app}/content/footer.ts`,
  `${app}/content/footer-demos.ts`,
  `${app}/components/layout/fixed-footer.ts`,
  `${app}/components/sections/footer/footer-config.ts`,
  `${app}/components/sections/portfolio/portfolio-variants.ts`,
];
/**
 * An import of app/<dirs>…, written with the ~/ alias or as a relative ../ chain (the relativeOnly files, and a
 * top-level folder's one ../ step such as content/x.ts -> ../components/…). `dirs` is a regex alternation;
 * `rest` what must follow it.
 */
const into = (dirs, rest = '(\\.tsx?)?(/|$)') => `^(~|\\.\\.(/\\.\\.)*)/(${dirs})${rest}`;
// Inside components/ a relative path names the sibling folder without `components/`.
const component = (dirs) => `(components/)?(${dirs})`;
const noPages = {
  regex: into('pages|routes'),
  message: 'Only the route table imports pages.',
};
const noDeepRelative = {
  regex: '^\\.\\./\\.\\./',
  message: 'Use the ~/ alias instead of a ../../ chain.',
};
const noFeatures = {
  regex: into('features'),
  message: 'Sections, layout, ui and content import no feature: pass what they need as props.',
};
const noContentValues = {
  regex: into('content'),
  message: 'Sections take their data as props: the page or the layout imports the content.',
};
const noLayout = {
  regex: into(component('layout')),
  message: 'Sections import no layout: the page puts the layout around them.',
};
const onlyTypes = (regex, message) => ({ regex, message, allowTypeImports: true });
// Tests may render a section with the site's real sample content.
const tests = [`${app}/**/*.test.{ts,tsx}`];
const restrict = (files, ignores, patterns) => ({
  files,
  ignores: [...ignores, ...tests],
  rules: {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  },
});
/**
 * One layer's import rules: for its files, and again for its relativeOnly files (a file must match both globs)
 * without the ../../ rule. Later layers override earlier ones for the files they share.
 */
const layer = (files, patterns, ignores = []) => [
  restrict(files, [...ignores, ...relativeOnly], [noDeepRelative, ...patterns]),
  restrict(
    files.flatMap((glob) => relativeOnly.map((only) => [glob, only])),
    ignores,
    patterns,
  ),
];
const features = ['parts', 'shop'];
const webLayers = [
  // Everything in the app: no page imports but the route table's, no ../../ chains.
  ...layer([`${app}/**/*.{ts,tsx}`], [noPages], [`${app}/routes.ts`, `${app}/pages/**`]),
  ...layer([`${app}/pages/**/*.{ts,tsx}`], []),
  // The layout puts sections around a page with the site's content; it imports no feature.
  ...layer([`${app}/components/layout/**/*.{ts,tsx}`], [noPages, noFeatures]),
  // Sections: data through props, no features, no layout.
  ...layer(
    [`${app}/components/sections/**/*.{ts,tsx}`],
    [noPages, noFeatures, noContentValues, noLayout],
  ),
  // ui primitives and form helpers: only lib, shell and each other.
  ...layer(
    [`${app}/components/ui/**/*.{ts,tsx}`, `${app}/components/forms/**/*.{ts,tsx}`],
    [
      noPages,
      noFeatures,
      noContentValues,
      {
        regex: into(component('sections|layout')),
        message: 'ui primitives and form helpers import nothing above them.',
      },
    ],
  ),
  // A feature imports no other feature, and of the content only its own (content/<name>.ts, content/<name>/).
  ...features.flatMap((name) =>
    layer(
      [`${app}/features/${name}/**/*.{ts,tsx}`],
      [
        noPages,
        {
          regex: into(`(features/)?(${features.filter((other) => other !== name).join('|')})`),
          message: 'A feature imports no other feature.',
        },
        {
          regex: into('content', `/(?!${name}(\\.ts$|/))`),
          message: `A feature imports only its own content (content/${name}.ts, content/${name}/).`,
        },
      ],
    ),
  ),
  // The app shell sits below lib/: lib may use the shell (hydration state), the shell imports no lib.
  ...layer(
    [`${app}/shell/**/*.{ts,tsx}`],
    [
      noPages,
      { regex: into('lib'), message: 'The shell imports no lib/: lib/ may import the shell.' },
    ],
  ),
  // Content is data: it imports only types from the code (and the artwork helper that makes its pictures).
  ...layer(
    [`${app}/content/**/*.ts`],
    [
      noPages,
      onlyTypes(into('components|features|shell'), 'Content imports only types from the code.'),
    ],
  ),
];

// Right-to-left (decision 0030): a class that names a physical side where a logical one exists (ml-, pr-,
// left-, text-right, rounded-l, border-r, float-left…) is an error; the fix writes the logical class. Only the
// inline axis: the block axis (top/bottom, widths and heights) does not turn in a right-to-left page.
const blockAxis =
  '^(?:\\S*:)?!?-?(?:p[tby]|m[tby]|scroll-[mp][tby]|top|bottom|inset-y|border-[tby]|h|w|min-[hw]|max-[hw]|size)(?:-|$)';
// What stays physical on purpose, with the reason.
const physicalOnPurpose = [
  // `left-1/2 -translate-x-1/2` centres a box: the same in both directions (start-1/2 would push it off centre,
  // the translation being physical).
  '^(?:\\S*:)?left-1/2$',
];
const logicalSides = {
  files: ['apps/web/app/**/*.{ts,tsx}'],
  // The artwork's drawing code writes SVG markup in strings, no classes: read as class lists, one file's
  // long path strings held the linter for minutes.
  ignores: [...tests, 'apps/web/app/lib/artwork*.ts'],
  plugins: { 'better-tailwindcss': betterTailwind },
  settings: {
    'better-tailwindcss': {
      entryPoint: 'apps/web/app/app.css',
      // Besides className, cn() and the like: every string a variable holds, as the class tables
      // (`Record<Variant, string>`) and the section data are.
      selectors: [
        ...getDefaultSelectors(),
        { kind: 'variable', name: '.*', match: [{ type: 'strings' }, { type: 'objectValues' }] },
        { kind: 'attribute', name: '.*[cC]lass(?:Name)?$', match: [{ type: 'strings' }] },
      ],
    },
  },
  rules: {
    'better-tailwindcss/enforce-logical-properties': [
      'error',
      { ignore: [blockAxis, ...physicalOnPurpose] },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      // The static-hosting test's build (e2e/static-hosting.config.ts), as .gitignore has it.
      'apps/web/build-*/**',
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
  logicalSides,
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
  {
    // A section file stays short enough to read at once (issue 38 §5: ~150 lines): past that, its hook, its
    // parts or its pure helpers go to files of their own beside it. Blank lines and comments do not count.
    files: [`${app}/components/sections/**/*.{ts,tsx}`],
    ignores: tests,
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
);
