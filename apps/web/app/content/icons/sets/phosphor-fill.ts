import css from '@phosphor-icons/web/fill/style.css?raw';
import font from '@phosphor-icons/web/fill/Phosphor-Fill.woff2?url';
import { parseIconCss, type IconSetData } from '~/content/icons/icon-css.ts';

/** Phosphor, fill weight (@phosphor-icons/web, MIT): the free solid set shown for Iconsmind Solid. */
export const iconSet: IconSetData = {
  fonts: [{ family: 'contrail-phosphor-fill', url: font, format: 'woff2' }],
  icons: parseIconCss(css, /^\.ph-fill\.ph-([\w-]+)::?before$/).map(({ name, char, aliases }) => ({
    name,
    aliases,
    char,
    markup: `<i class="ph-fill ph-${name}"></i>`,
  })),
};
