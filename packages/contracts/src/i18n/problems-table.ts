import { bookingMessages } from '../booking-rules.ts';
import { messages } from '../messages.ts';
import type { ProblemTranslations } from './problems.ts';

// How a language's table is written: by key, with the English texts as the keys at run time.

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
