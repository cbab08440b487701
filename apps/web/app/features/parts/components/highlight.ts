/** The IPC search key of one character: upper case, letters and digits only, O read as 0 and I as 1. */
function keyChar(char: string): string {
  const upper = char.toUpperCase();
  if (!/[A-Z0-9]/.test(upper)) return '';
  return upper === 'O' ? '0' : upper === 'I' ? '1' : upper;
}

export interface HighlightSegment {
  text: string;
  match: boolean;
}

/**
 * Splits a part number into plain and matched pieces for the query: the longest run of the query's
 * key (from its start) found in the part number's key, mapped back onto the original characters.
 */
export function highlightPartNumber(partNumber: string, query: string): HighlightSegment[] {
  const queryKey = [...query].map(keyChar).join('');
  const positions: number[] = [];
  let key = '';
  [...partNumber].forEach((char, index) => {
    const k = keyChar(char);
    if (k) {
      key += k;
      positions.push(index);
    }
  });
  for (
    let length = queryKey.length;
    length >= Math.min(2, queryKey.length) && length > 0;
    length--
  ) {
    const at = key.indexOf(queryKey.slice(0, length));
    if (at < 0) continue;
    const from = positions[at] ?? 0;
    const to = (positions[at + length - 1] ?? from) + 1;
    return [
      { text: partNumber.slice(0, from), match: false },
      { text: partNumber.slice(from, to), match: true },
      { text: partNumber.slice(to), match: false },
    ].filter((segment) => segment.text !== '');
  }
  return [{ text: partNumber, match: false }];
}
