/**
 * Words visitors type for what an aircraft parts catalogue calls otherwise (its descriptions follow IPC usage and
 * American spelling), upper case: a search whose words no description holds together tries these before it
 * leaves a word out ("brake pads": BRAKE LINING, the catalogue's LINING, BRAKE). A word is replaced only then, so
 * "tank pad" still finds PAD, TANK. Short forms need no entry: a word matches inside a longer one ("prop" finds
 * PROPELLER, "carb" CARBURETOR). A business with a catalogue of its own edits this table (docs/search.md).
 */
export const catalogueSynonyms: Readonly<Record<string, string>> = {
  PAD: 'LINING',
  PADS: 'LINING',
  ROTOR: 'DISC',
  ROTORS: 'DISC',
  TYRE: 'TIRE',
  TYRES: 'TIRE',
  WINDSCREEN: 'WINDSHIELD',
  SILENCER: 'MUFFLER',
  BULB: 'LAMP',
  STROBE: 'COLLISION',
  BEACON: 'COLLISION',
  JOYSTICK: 'STICK',
};

/** `words` with each one the table knows replaced by the catalogue's word; null if none is. */
export function withSynonyms(words: readonly string[]): string[] | null {
  const replaced = words.map((word) => catalogueSynonyms[word] ?? word);
  return replaced.some((word, i) => word !== words[i]) ? [...new Set(replaced)] : null;
}
