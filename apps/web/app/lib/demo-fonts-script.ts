// The part of a home demo's web fonts (lib/demo-fonts.tsx) that every page's <head> carries: small, and free of
// any font file's URL (those stay in the demo's own page chunk). The root renders it after the site's own
// `cachedFacesScript` (shell/web-fonts-script.ts); decision record 0015.

/** The localStorage entry that lists, per demo path, the faces an earlier view of that demo cached. */
export const demoFontsStorageKey = 'contrail.demo-fonts';

/** A path as the remembered list keys it: no trailing slash (but `/` itself). */
export function demoFontsPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The inline <head> script of every page: where an earlier view of this very path remembered its demo's faces
 * (their files are in the browser's cache), it adds them before the first layout with `display: optional` (a
 * file the cache cannot give at once leaves the page in its fallbacks rather than swapping later) and marks
 * <html data-demo-fonts="<path>">. Other paths add nothing. It never throws.
 */
export const demoFacesScript = `try{var p=location.pathname.replace(/\\/+$/,"")||"/",f=(JSON.parse(localStorage.getItem(${JSON.stringify(demoFontsStorageKey)})||"null")||{})[p];if(Array.isArray(f)&&f.length&&window.FontFace){for(var i=0;i<f.length;i++){var x=f[i];document.fonts.add(new FontFace(x.family,"url("+x.url+") format('woff2')",{weight:x.weight,display:"optional"}))}document.documentElement.dataset.demoFonts=p}}catch(e){}`;
