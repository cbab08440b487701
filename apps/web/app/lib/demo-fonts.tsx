import { useEffect } from 'react';

/** One web-font file of a home demo (a `?url` import of an @fontsource file, made by the demo's page module). */
export interface DemoFontFace {
  family: string;
  url: string;
  /** The weights the file covers: `'100 900'` for a variable file, `'400'` for a static one. */
  weight: string;
}

/** Loads the faces outside the document, then adds them all in one step; resolves to how many were added. */
export async function loadDemoFonts(
  faces: readonly DemoFontFace[],
  fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts,
): Promise<number> {
  if (!fonts || typeof FontFace === 'undefined') return 0;
  const loaded = faces.map(
    ({ family, url, weight }) =>
      new FontFace(family, `url(${url}) format('woff2')`, { weight, display: 'swap' }),
  );
  try {
    await Promise.all(loaded.map((face) => face.load()));
  } catch (error) {
    console.warn('A demo font could not be loaded; the page keeps its local fallbacks.', error);
    return 0;
  }
  for (const face of loaded) fonts.add(face);
  return loaded.length;
}

/**
 * A home demo's own web fonts. The page paints in the metric-matched local fallbacks (`fallbacks`, the CSS that
 * scripts/font-fallbacks.ts wrote, rendered with the page so the first paint has them); once the page is idle
 * the files load outside the document and are added together, taking the same room as the fallbacks they
 * replace (no shift). Only the demo's page module imports its files, so no other page requests them.
 */
export function DemoFonts({
  faces,
  fallbacks,
}: {
  faces: readonly DemoFontFace[];
  fallbacks: string;
}) {
  useEffect(() => {
    const start = () => void loadDemoFonts(faces);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(start, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, [faces]);
  return <style data-demo-fonts="" dangerouslySetInnerHTML={{ __html: fallbacks }} />;
}
