import type { IconEntry, IconFont } from './icon-library.tsx';

/** Our own @font-face rules for the set, under family names nothing else uses: no `.icon-*` class is loaded. */
export function fontFaces(fonts: readonly IconFont[]): string {
  return fonts
    .map(
      (font) =>
        `@font-face{font-family:"${font.family}";src:url("${font.url}") format("${font.format}");font-weight:${font.weight ?? 400};font-style:normal;font-display:block}`,
    )
    .join('');
}

/** Whether the icon's name or one of its aliases holds the query (an empty query matches every icon). */
export function matchesQuery(icon: IconEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return icon.name.includes(q) || (icon.aliases ?? []).some((alias) => alias.includes(q));
}

/** Puts `text` on the clipboard; false when the browser gives no clipboard or refuses. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
