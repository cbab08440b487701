import type { ArabicLocal } from '../app/lib/font-data.ts';

/**
 * Files of each local font with Arabic letters the Arabic fallback faces stand on (font-data.ts's
 * `ArabicLocal`), regular and bold: the build measures the faces on them (font-faces.ts). Build-time only,
 * devDependencies of apps/web that a site without Arabic does not carry (scripts/site/create-site.ts).
 */
export const arabicMetricSources: Record<ArabicLocal, { regular: string; bold: string }> = {
  dejavu: {
    regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
    bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  },
  notoNaskh: {
    regular: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2',
    bold: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2',
  },
  notoSans: {
    regular: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
    bold: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2',
  },
};

/** The packages of those files. */
export const arabicMetricPackages: readonly string[] = [
  ...new Set(
    Object.values(arabicMetricSources).map(({ regular }) =>
      regular
        .split('/')
        .slice(0, regular.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  ),
];
