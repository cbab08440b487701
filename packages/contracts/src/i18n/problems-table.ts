import { messages } from '../messages.ts';
import type { ProblemTranslations } from './problems.ts';

// How a language's table is written: by key, with the English texts as the keys at run time.

/**
 * The English texts the tables translate (their keys are these, so a changed English text fails the tests).
 * The booking rules' texts are written out, not imported from booking-rules.ts: a translated page without a
 * booking form (/de/home-startup) would otherwise load the rules (3.3 KB gzip) with its language's table.
 * i18n.test.tsx checks they are the rules' own.
 */
export const englishProblems = {
  required: messages.required,
  invalidEmail: messages.invalidEmail,
  date: 'Enter a date (YYYY-MM-DD).',
  time: 'Enter a time (HH:MM).',
  whole: 'Enter a whole number.',
  past: 'Choose a date from today on.',
  noTimesLeft: 'No more bookings today: choose another day.',
  tooLongForDay: 'This treatment does not fit into the day’s hours: choose another day.',
  wrongKind: 'This venue does not take this kind of booking.',
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
