// The contracts' user-facing messages (the spec's and the booking rules') in another language. A message is
// found by its English text: the schemas, the browser's forms and the API all make the English one, and the
// visitor's language turns it into theirs at the edge (the form's error line, the API's answer). A message
// with no translation stays English. This module imports nothing: every page's shell has it (the tables,
// problems-table.ts and each language's, are loaded only by that language's pages and the API).

/** One locale's translations: exact English texts, then patterns for the messages with values in them. */
export interface ProblemTranslations {
  exact: Readonly<Record<string, string>>;
  patterns: readonly (readonly [RegExp, (...groups: string[]) => string])[];
}

/** A message in the locale of `table`, or as it is when the table has no translation for it. */
export function translateProblem(table: ProblemTranslations | undefined, message: string): string {
  if (!table) return message;
  const exact = table.exact[message];
  if (exact !== undefined) return exact;
  for (const [pattern, write] of table.patterns) {
    const match = pattern.exec(message);
    if (match) return write(...match.slice(1));
  }
  return message;
}
