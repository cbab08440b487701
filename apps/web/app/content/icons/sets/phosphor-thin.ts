import css from '@phosphor-icons/web/thin/style.css?raw';
import font from '@phosphor-icons/web/thin/Phosphor-Thin.woff2?url';
import { parseIconCss, type IconSetData } from '~/content/icons/icon-css.ts';

/** Phosphor, thin weight (@phosphor-icons/web, MIT): the free fine-line set shown for ET-line. */
export const iconSet: IconSetData = {
  fonts: [{ family: 'contrail-phosphor-thin', url: font, format: 'woff2' }],
  icons: parseIconCss(css, /^\.ph-thin\.ph-([\w-]+)::?before$/).map(({ name, char, aliases }) => ({
    name,
    aliases,
    char,
    markup: `<i class="ph-thin ph-${name}"></i>`,
  })),
};
