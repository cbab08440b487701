import type { Migration } from '../migrate.ts';

/**
 * The search's words for the catalogue's (decision 0054): when the words a visitor types find no part, each
 * word listed here is read as the catalogue's (PADS as LINING). The parts desk edits the table (admins);
 * it starts with the words the search knew before, from the table in code it replaces.
 */
const start: [word: string, catalogueWord: string][] = [
  ['PAD', 'LINING'],
  ['PADS', 'LINING'],
  ['ROTOR', 'DISC'],
  ['ROTORS', 'DISC'],
  ['TYRE', 'TIRE'],
  ['TYRES', 'TIRE'],
  ['WINDSCREEN', 'WINDSHIELD'],
  ['SILENCER', 'MUFFLER'],
  ['BULB', 'LAMP'],
  ['STROBE', 'COLLISION'],
  ['BEACON', 'COLLISION'],
  ['JOYSTICK', 'STICK'],
];

export default {
  sql: [
    `create table search_synonyms (
      word varchar(30) primary key,
      catalogue_word varchar(64) not null,
      updated_at varchar(40) not null
    )`,
    `insert into search_synonyms (word, catalogue_word, updated_at) values ${start
      .map(([word, catalogueWord]) => `('${word}', '${catalogueWord}', '2026-12-06T00:00:00.000Z')`)
      .join(', ')}`,
  ],
} satisfies Migration;
