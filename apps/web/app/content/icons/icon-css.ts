import type {
  IconEntry,
  IconFont,
  IconSetData,
} from '~/components/sections/icon-library/icon-library.tsx';

export type { IconEntry, IconFont, IconSetData };

/** The value of a CSS string holding one character: `\e005`, `\30 ` (hex escapes), `\!` or a literal. */
function decodeCssChar(value: string): string {
  const hex = /^\\([0-9a-fA-F]{1,6})\s?$/.exec(value);
  if (hex) return String.fromCodePoint(parseInt(hex[1] as string, 16));
  return value.replace(/\\(.)/g, '$1');
}

/**
 * The icons an icon font's CSS (or SCSS) declares, in the file's order: each rule whose selectors match
 * `selector` (its first group is the icon's name) and whose body sets `content` or Font Awesome's `--fa` to
 * one character. Names that repeat a glyph already seen become its aliases.
 */
export function parseIconCss(
  css: string,
  selector: RegExp,
): { name: string; char: string; aliases: string[] }[] {
  const byChar = new Map<string, { name: string; char: string; aliases: string[] }>();
  const value = /(?:content|--fa)\s*:\s*["']((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[^"'\\])+)["']/;
  for (const rule of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const found = value.exec(rule[2] as string);
    if (!found) continue;
    const char = decodeCssChar(found[1] as string);
    if ([...char].length !== 1) continue;
    for (const part of (rule[1] as string).split(',')) {
      const name = selector.exec(part.trim())?.[1];
      if (!name) continue;
      const known = byChar.get(char);
      if (!known) byChar.set(char, { name, char, aliases: [] });
      else if (known.name !== name && !known.aliases.includes(name)) known.aliases.push(name);
    }
  }
  return [...byChar.values()];
}

/** SCSS variables of the form `$name : "\e600";` (themify-icons ships its glyphs only so). */
export function parseScssIconVariables(scss: string): { name: string; char: string }[] {
  return [...scss.matchAll(/^\$([a-z0-9-]+)\s*:\s*"(\\[0-9a-fA-F]{1,6})"\s*;/gm)].map((m) => ({
    name: m[1] as string,
    char: decodeCssChar(m[2] as string),
  }));
}
