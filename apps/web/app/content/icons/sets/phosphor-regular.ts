import css from '@phosphor-icons/web/regular/style.css?raw';
import font from '@phosphor-icons/web/regular/Phosphor.woff2?url';
import { parseIconCss, type IconSetData } from '~/content/icons/icon-css.ts';

/** Phosphor, regular weight (@phosphor-icons/web, MIT): the free line set shown for Iconsmind Line. */
export const iconSet: IconSetData = {
  fonts: [{ family: 'contrail-phosphor', url: font, format: 'woff2' }],
  icons: parseIconCss(css, /^\.ph\.ph-([\w-]+)::?before$/).map(({ name, char, aliases }) => ({
    name,
    aliases,
    char,
    markup: `<i class="ph ph-${name}"></i>`,
  })),
};
