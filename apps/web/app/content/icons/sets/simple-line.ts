import css from 'simple-line-icons/css/simple-line-icons.css?raw';
import font from 'simple-line-icons/fonts/Simple-Line-Icons.woff2?url';
import { parseIconCss, type IconSetData } from '~/content/icons/icon-css.ts';

/** Simple Line Icons (simple-line-icons, MIT): names and glyphs read from the package's own CSS. */
export const iconSet: IconSetData = {
  fonts: [{ family: 'contrail-simple-line', url: font, format: 'woff2' }],
  icons: parseIconCss(css, /^\.icon-([\w-]+)::?before$/).map(({ name, char, aliases }) => ({
    name,
    aliases,
    char,
    markup: `<i class="icon-${name}"></i>`,
  })),
};
