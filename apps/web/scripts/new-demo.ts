import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { homeCategories, type HomeCategory } from '../app/site-map/types.ts';

// `npm run new:demo -- <name> [--title "Pet grooming"] [--category Specialized]`: a new home demo from the recipe,
// working as generated (scripts/new-demo.test.ts: it type-checks, passes the registry and contrast tests and
// renders one h1 and only live links; its hero and highlights are sections the crawl and axe pass): its recipe
// (app/content/demos/<name>.ts, with a starter theme that passes the contrast tests, the site's Inter for its
// headings and text, a palette made from the theme), its line in the registry (app/content/demos/index.ts), its
// content (app/content/home/<name>.ts) and ONE page file (app/pages/home/home-<name>.tsx). The route, the menu
// and gallery entry, the thumbnail, the font faces and the tests follow from the registry.

export interface NewDemo {
  /** `<name>` of `/home-<name>`: lower-case words joined by hyphens. */
  name: string;
  title?: string;
  category?: HomeCategory;
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^./, (c) => c.toUpperCase());
const titleOf = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function recipeFile({ name, title, category }: Required<NewDemo>, seed: number): string {
  return `import { inter } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** /home-${name}: a starter from \`npm run new:demo\`. Change its colours, typefaces and copy. */
export default /* @__PURE__ */ defineDemo({
  route: '/home-${name}',
  title: ${quote(title)},
  category: '${category}',
  description: 'A home page with a hero and three highlights, ready for its own sections and copy.',
  thumbnailSeed: ${seed},
  fonts: { display: inter, body: inter },
  theme: {
    designed: 'light',
    light: {
      brand: '#3f47cc',
      brandStrong: '#2f36a8',
      brandSoft: '#eceefe',
      accent: '#b4490f',
      ink: '#161a33',
      muted: '#50556e',
      surface: '#ffffff',
      surfaceAlt: '#f5f6fc',
      card: '#ffffff',
      line: '#e1e4f2',
      inverse: '#12152b',
      onBrand: '#ffffff',
    },
    dark: {
      brand: '#7e83dd',
      brandStrong: '#9ea2e5',
      brandSoft: '#16194b',
      accent: '#ef7f43',
      ink: '#e9e9f2',
      muted: '#a2a3b9',
      surface: '#0e0f18',
      surfaceAlt: '#141521',
      card: '#191a29',
      line: '#2c2d45',
      inverse: '#09090e',
      onBrand: '#0e0f18',
    },
    radius: '0.75rem',
    headingCase: 'none',
    headingTracking: '-0.02em',
  },
});
`;
}

function contentFile({ name, title }: Required<NewDemo>): string {
  return `import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { IconItem } from '~/content/types.ts';
import { art } from '~/content/home-art.ts';
import demo from '~/content/demos/${name}.ts';

/** Its theme: made from its recipe (content/demos/${name}.ts). */
export const theme: DemoTheme = demo.theme;

export const hero: HeroData = {
  eyebrow: ${quote(title)},
  title: 'A small team that answers the phone and finishes the job',
  lead: 'Booked quickly, priced before we start and done by the people you spoke to, for homes and businesses across the city.',
  primary: { label: 'Why choose us', href: '#highlights' },
  image: art('/artwork/${name}-workspace-1-720x560.svg', 'A bright desk with a monitor and a lamp'),
};

export const highlights: readonly IconItem[] = [
  {
    icon: 'clock',
    title: 'Booked within a week',
    content: 'Most requests are scheduled within five working days, with a confirmed time.',
  },
  {
    icon: 'users',
    title: 'One person from start to end',
    content: 'The person who visits is the person who quotes, does the work and answers questions.',
  },
  {
    icon: 'bulb',
    title: 'Prices agreed first',
    content: 'A written price before any work, and no charge for the first conversation.',
  },
];
`;
}

function pageFile({ name }: Required<NewDemo>): string {
  return `import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import * as content from '~/content/home/${name}.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** /home-${name}: its sections, top to bottom (its recipe: content/demos/${name}.ts). */
export default function Home${pascal(name)}() {
  return (
    <PageLayout theme={content.theme}>
      <Hero id="hero" variant="split" data={content.hero} />
      <IconWithText id="highlights" variant="band" tone="alt" items={content.highlights} />
    </PageLayout>
  );
}
`;
}

/** The registry with the new demo's import and its entry (last in the menu). */
export function withEntry(index: string, name: string): string {
  const id = camel(name);
  const imports = [...index.matchAll(/^import \w+ from '\.\/[a-z0-9-]+\.ts';$/gm)];
  const last = imports.at(-1);
  const end = index.indexOf('\n];', index.indexOf('export const demos'));
  if (!last?.index || end < 0)
    throw new Error('content/demos/index.ts: no import list or no demos list');
  const at = last.index + last[0].length;
  return `${index.slice(0, at)}\nimport ${id} from './${name}.ts';${index.slice(at, end)}\n  ${id},${index.slice(end)}`;
}

/** Writes the new demo's files into the app at `webDir` (apps/web); answers the paths written. */
export function newDemo(webDir: string, options: NewDemo): string[] {
  const { name } = options;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(
      `"${name}": a demo's name is lower-case words joined by hyphens (pet-grooming)`,
    );
  const category = options.category ?? 'Other';
  if (!homeCategories.includes(category))
    throw new Error(`"${category}": a category is one of ${homeCategories.join(', ')}`);
  const demo = { name, title: options.title ?? titleOf(name), category };
  const app = join(webDir, 'app');
  const indexPath = join(app, 'content', 'demos', 'index.ts');
  const index = readFileSync(indexPath, 'utf8');
  const files = {
    [join(app, 'content', 'demos', `${name}.ts`)]: recipeFile(
      demo,
      [...index.matchAll(/^ {2}\w+,$/gm)].length + 1,
    ),
    [join(app, 'content', 'home', `${name}.ts`)]: contentFile(demo),
    [join(app, 'pages', 'home', `home-${name}.tsx`)]: pageFile(demo),
  };
  const taken = Object.keys(files).filter((path) => existsSync(path));
  if (taken.length || index.includes(`from './${name}.ts'`))
    throw new Error(`/home-${name} exists already (${taken.join(', ') || indexPath})`);
  for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
  writeFileSync(indexPath, withEntry(index, name));
  return [...Object.keys(files), indexPath];
}

function main(argv: string[]) {
  const [name, ...rest] = argv;
  const option = (flag: string) => {
    const at = rest.indexOf(flag);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  if (!name || name.startsWith('-')) {
    console.error('usage: npm run new:demo -- <name> [--title "Pet grooming"] [--category Other]');
    process.exit(1);
  }
  const written = newDemo(join(import.meta.dirname, '..'), {
    name,
    title: option('--title'),
    category: option('--category') as HomeCategory | undefined,
  });
  for (const path of written) console.log(`new:demo: wrote ${path}`);
  console.log(
    `new:demo: /home-${name} is in the registry. Run \`npm run dev\` and open it; change its recipe's colours and typefaces (lib/typefaces.ts) and its copy; then \`npm run build\` and \`npm run previews -- --only ${name}\` for its gallery preview.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main(process.argv.slice(2));
