import { bookingMessages } from '../booking-rules.ts';
import { messages } from '../messages.ts';

// The contracts' user-facing messages (the spec's and the booking rules') in another language. A message is
// found by its English text: the schemas, the browser's forms and the API all make the English one, and the
// visitor's language turns it into theirs at the edge (the form's error line, the API's answer). A message
// with no translation stays English. Zod-free: the site's forms load one locale's table and nothing else.

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

/** The English texts the tables translate (their keys are these, so a changed English text fails the tests). */
export const englishProblems = {
  required: messages.required,
  invalidEmail: messages.invalidEmail,
  date: bookingMessages.date,
  time: bookingMessages.time,
  whole: bookingMessages.whole,
  past: bookingMessages.past,
  noTimesLeft: bookingMessages.noTimesLeft,
  tooLongForDay: bookingMessages.tooLongForDay,
  wrongKind: bookingMessages.wrongKind,
} as const;

export type ProblemKey = keyof typeof englishProblems;

/** A table from translations by key (the English texts are the keys at run time). */
export function problemTable(
  byKey: Record<ProblemKey, string>,
  patterns: ProblemTranslations['patterns'],
): ProblemTranslations {
  return {
    exact: Object.fromEntries(
      (Object.keys(byKey) as ProblemKey[]).map((key) => [englishProblems[key], byKey[key]]),
    ),
    patterns,
  };
}

/** The English weekday names the booking rules write, in order from Monday. */
export const englishWeekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
