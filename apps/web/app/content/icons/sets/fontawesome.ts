import brandsCss from '@fortawesome/fontawesome-free/css/brands.min.css?raw';
import solidCss from '@fortawesome/fontawesome-free/css/fontawesome.min.css?raw';
import brandsFont from '@fortawesome/fontawesome-free/webfonts/fa-brands-400.woff2?url';
import solidFont from '@fortawesome/fontawesome-free/webfonts/fa-solid-900.woff2?url';
import { parseIconCss, type IconEntry, type IconSetData } from '~/content/icons/icon-css.ts';

const iconName = /^\.fa-([\w-]+)$/;

function entries(css: string, style: 'solid' | 'brands', font: number): IconEntry[] {
  return parseIconCss(css, iconName).map(({ name, char, aliases }) => ({
    name,
    aliases,
    char,
    font,
    markup: `<i class="fa-${style} fa-${name}"></i>`,
  }));
}

const solid = entries(solidCss, 'solid', 0);
const solidNames = new Set(solid.map((icon) => icon.name));
// A few logos are in both styles (font-awesome, web-awesome): the brand one is named apart in the grid.
const brands = entries(brandsCss, 'brands', 1).map((icon) =>
  solidNames.has(icon.name) ? { ...icon, name: `${icon.name} (brand)` } : icon,
);

/** Font Awesome Free (@fortawesome/fontawesome-free): the solid style and the brands, from the package's CSS. */
export const iconSet: IconSetData = {
  fonts: [
    { family: 'contrail-fa-solid', url: solidFont, format: 'woff2', weight: 900 },
    { family: 'contrail-fa-brands', url: brandsFont, format: 'woff2', weight: 400 },
  ],
  icons: [...solid, ...brands],
};
