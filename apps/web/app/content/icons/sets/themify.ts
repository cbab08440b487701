import scss from 'themify-icons/themify-icons/_variables.scss?raw';
import font from 'themify-icons/themify-icons/fonts/themify.woff?url';
import { parseScssIconVariables, type IconSetData } from '~/content/icons/icon-css.ts';

/** Themify Icons (themify-icons): the package ships SCSS only; its glyph variables name every icon. */
export const iconSet: IconSetData = {
  fonts: [{ family: 'contrail-themify', url: font, format: 'woff' }],
  icons: parseScssIconVariables(scss).map(({ name, char }) => ({
    name,
    char,
    markup: `<i class="icon-${name}"></i>`,
  })),
};
