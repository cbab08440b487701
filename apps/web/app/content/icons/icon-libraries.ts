import type { IconSetData } from './icon-css.ts';

/** One icon library page: which set it shows, from which package, and what the page says about it. */
export interface IconLibraryPage {
  /** The set's name as the page shows it. */
  setName: string;
  /** The npm package the glyphs come from, and its licence. */
  source: string;
  lead: string;
  /** Said plainly when the page shows another free set in place of the one it is named after. */
  substitute?: string;
  /** The set's data, its own chunk, loaded after the page has hydrated. */
  load: () => Promise<IconSetData>;
}

const iconsmindNote =
  'Iconsmind is a commercial icon set with no free package, so this template cannot ship it.';

/** The icon library pages, by path (site-map/icons.ts registers the same paths). */
export const iconLibraryPages: Record<string, IconLibraryPage> = {
  '/iconsmindline': {
    setName: 'Phosphor Regular',
    source: '@phosphor-icons/web (MIT)',
    lead: 'A line icon set for interfaces and feature lists: one even stroke, rounded ends.',
    substitute: `${iconsmindNote} This page shows Phosphor in its regular weight instead: a free set of the same thin line style, with its own class names.`,
    load: () => import('./sets/phosphor-regular.ts').then((m) => m.iconSet),
  },
  '/iconsmindsolid': {
    setName: 'Phosphor Fill',
    source: '@phosphor-icons/web (MIT)',
    lead: 'Solid pictograms that hold their shape at small sizes and on coloured buttons.',
    substitute: `${iconsmindNote} This page shows Phosphor in its fill weight instead: a free set of the same solid style, with its own class names.`,
    load: () => import('./sets/phosphor-fill.ts').then((m) => m.iconSet),
  },
  '/ETlineicon': {
    setName: 'Phosphor Thin',
    source: '@phosphor-icons/web (MIT)',
    lead: 'Fine-line icons with a hairline stroke, for devices, documents and the tools of a studio.',
    substitute:
      'ET-line is published under the GPL-3.0, a licence that does not allow it to ship inside a template sold under other terms, so this template does not include it. This page shows Phosphor in its thin weight instead: a free set with the same hairline stroke, with its own class names.',
    load: () => import('./sets/phosphor-thin.ts').then((m) => m.iconSet),
  },
  '/fontawesome': {
    setName: 'Font Awesome Free',
    source: '@fortawesome/fontawesome-free (icons CC BY 4.0, fonts SIL OFL 1.1)',
    lead: 'The solid style and the brand logos of Font Awesome Free, with the class names version 7 uses.',
    load: () => import('./sets/fontawesome.ts').then((m) => m.iconSet),
  },
  '/feather': {
    setName: 'Feather',
    source: 'feather-icons (MIT)',
    lead: 'Drawn on a 24-pixel grid with a two-pixel stroke; each icon copies as its SVG, ready to paste.',
    load: () => import('./sets/feather.ts').then((m) => m.iconSet),
  },
  '/simple-line': {
    setName: 'Simple Line Icons',
    source: 'simple-line-icons (MIT)',
    lead: 'Light outline icons for menus, contact blocks and social links.',
    load: () => import('./sets/simple-line.ts').then((m) => m.iconSet),
  },
  '/themify': {
    setName: 'Themify Icons',
    source: 'themify-icons (SCSS edition)',
    lead: 'Hand-drawn line icons in a minimal style, named as the SCSS edition of the package names them.',
    load: () => import('./sets/themify.ts').then((m) => m.iconSet),
  },
};
