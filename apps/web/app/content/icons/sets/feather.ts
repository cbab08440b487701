import feather from 'feather-icons';
import type { IconSetData } from '../icon-css.ts';

/** Feather (feather-icons, MIT): drawn from the package's own SVG, which is also what the copy button gives. */
export const iconSet: IconSetData = {
  fonts: [],
  icons: Object.values(feather.icons).map((icon) => {
    const svg = icon.toSvg({ 'aria-hidden': 'true', focusable: 'false' });
    return { name: icon.name, aliases: icon.tags, svg, markup: icon.toSvg() };
  }),
};
