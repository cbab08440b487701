// The shape of `virtual:font-families` (made at build time by scripts/font-faces.ts, read by lib/fonts.tsx).

/** A fallback face's size-adjust, ascent-, descent- and line-gap-override, in per cent. */
export type FallbackMetrics = readonly [
  sizeAdjust: number,
  ascent: number,
  descent: number,
  lineGap: number,
];

/**
 * Local fonts with Arabic letters a fallback face can stand on: DejaVu Sans (most Linux desktops), Noto Naskh
 * Arabic (Android, ChromeOS) and Noto Sans Arabic. Arial-compatible Liberation Sans and Arimo have none.
 */
export type ArabicLocal = 'dejavu' | 'notoNaskh' | 'notoSans';

/** One self-hosted family (an @fontsource package): its files and its metric-matched local fallback. */
export interface FontFamilyData {
  /** The files, Latin first (the one a page preloads), bundled and hashed by Vite. */
  files: readonly string[];
  /** The unicode range of each file. */
  ranges: readonly string[];
  /** `'100 900'` for a variable file's weight axis, `'400'` for a family with one static weight. */
  weight: string;
  /** One static weight: one fallback face for every weight (its theme turns faux bold off). */
  single: boolean;
  fallback: {
    /** Arial (and its metric-compatible local fonts) or Times New Roman (and its). */
    base: 'sans' | 'serif';
    /**
     * One set per fallback face, sized on English text (capsize's average width): regular (weights up to 549),
     * bold (550–749, or 550 on) and, where the family's weight axis goes past 700, extra bold (750 on).
     */
    text: readonly FallbackMetrics[];
    /** The same, sized on capitals: a theme whose headings are upper case uses it for its display family. */
    caps: readonly FallbackMetrics[];
    /**
     * A family with Arabic letters (its first file is its Arabic one): one face per local font with Arabic
     * letters, least alike to the family first (the browser takes the last one the machine has), each with a
     * set per weight as `text`, sized on Arabic text as shaped.
     */
    arabic?: readonly { local: ArabicLocal; text: readonly FallbackMetrics[] }[];
  };
}
