// The part of the web fonts (shell/web-fonts.ts) that every page's <head> carries: small, and free of the
// font files' URLs, which stay in the web-fonts chunk. Only the root imports it (it hands the key to
// prepareWebFonts), so it is no chunk of its own.

/** The localStorage entry that lists the faces for the next page load (written by shell/web-fonts.ts, read by `cachedFacesScript`). */
export const webFontsStorageKey = 'contrail.web-fonts';

/**
 * The inline <head> script of every page: where an earlier page view has remembered the faces (their files
 * are in the browser's cache), it adds them before the first layout, with `display: optional` (a file the
 * cache cannot give at once leaves that page in its fallbacks rather than swapping later), and marks
 * <html data-web-fonts="true">. It never throws: no storage, no FontFace API or a bad entry leave the page as
 * it is.
 */
export const cachedFacesScript = `try{var f=JSON.parse(localStorage.getItem(${JSON.stringify(webFontsStorageKey)})||"null");if(Array.isArray(f)&&f.length&&window.FontFace){for(var i=0;i<f.length;i++){var x=f[i];document.fonts.add(new FontFace(x.family,"url("+x.url+") format('woff2')",{weight:x.weight,unicodeRange:x.unicodeRange,display:"optional"}))}document.documentElement.dataset.webFonts="true"}}catch(e){}`;
