import icons from 'feather-icons/dist/icons.json';
import type { IconSetData } from '~/content/icons/icon-css.ts';

// The attributes feather-icons' own toSvg() writes; only the icons' SVG data is loaded, not its DOM helpers.
const attributes =
  'xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** Feather (feather-icons, MIT): drawn from the package's own SVG, which is also what the copy button gives. */
export const iconSet: IconSetData = {
  fonts: [],
  icons: Object.entries(icons as Record<string, string>).map(([name, contents]) => ({
    name,
    svg: `<svg ${attributes} aria-hidden="true" focusable="false">${contents}</svg>`,
    markup: `<svg ${attributes} class="feather feather-${name}">${contents}</svg>`,
  })),
};
