import css from 'et-line/style.css?raw';
import font from 'et-line/fonts/et-line.woff?url';
import { parseIconCss, type IconSetData } from '../icon-css.ts';

/** ET-line (et-line): names and glyphs read from the package's own CSS; it ships a WOFF, no WOFF2. */
export const iconSet: IconSetData = {
  fonts: [{ family: 'contrail-et-line', url: font, format: 'woff' }],
  icons: parseIconCss(css, /^\.icon-([\w-]+)::?before$/).map(({ name, char, aliases }) => ({
    name,
    aliases,
    char,
    markup: `<span class="icon-${name}" aria-hidden="true"></span>`,
  })),
};
