/**
 * Search keys: how part numbers and queries are compared.
 *
 * A part number such as "AN3-5A", "an3 5a" or "AN35A" must find the same part, so both the query and
 * the stored part number are reduced to one clean key: compatibility-decomposed (so "Ａ" and "Å" fold to
 * "A"), upper case, letters and digits only, and — the illustrated-parts-catalogue convention — the
 * letter O read as the digit 0 and the letter I as the digit 1, because IPCs never mix them up.
 */
export function searchKey(input: string): string {
  return input
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/O/g, '0')
    .replace(/I/g, '1');
}

/** Longest query, in characters, the search accepts (a longer one is rejected with 400). */
export const maxQueryLength = 100;

/** Most description words taken from one query; the rest are ignored. */
export const maxQueryWords = 6;

/**
 * The words of a text: upper-case runs of letters and digits (no O/I folding: descriptions are words,
 * not part numbers), de-duplicated, in order of appearance.
 */
export function textWords(input: string): string[] {
  const words = input
    .normalize('NFKD')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/**
 * Description words of a query: its longest `maxQueryWords` words, in the order typed (a search that reads other
 * words than these says them in that order: docs/search.md).
 */
export function descriptionWords(input: string): string[] {
  const words = textWords(input);
  const kept = new Set([...words].sort((a, b) => b.length - a.length).slice(0, maxQueryWords));
  return words.filter((word) => kept.has(word));
}
