import type { ProblemTranslations } from '@contrail/contracts/i18n/problems';
import type { z } from 'zod';
import type { AcknowledgementTexts } from '../booking/booking-mail-texts.ts';
import type { InquiryCopyTexts } from '../inquiry/inquiry-mail-texts.ts';
import type { ConfirmationTexts } from '../subscribe/subscribe-mails.ts';

// What the API says in a language beside English, one module per language (messages.de.ts,
// messages.ar.ts) listed in languages.ts. English is the code's own: the messages the routes and rules
// write, and the mails' English texts beside their code (booking-mail-texts.ts, …), which type these.

/** The checks zod words itself (a length, a number's range, a type), where a schema has no message of its own. */
export interface CheckWords {
  required: string;
  type: (typeName: string) => string;
  oneOf: (values: string) => string;
  format: string;
  maxChars: (n: string) => string;
  minChars: (n: string) => string;
  maxItems: (n: string) => string;
  minItems: (n: string) => string;
  max: (n: string) => string;
  min: (n: string) => string;
  whole: string;
  /** 'string' → 'Text': the value types zod names. */
  typeNames: Record<string, string>;
  /** zod's own locale, for the rarer checks (`z.locales.de`). */
  zod: () => { localeError: z.core.$ZodErrorMap };
}

export interface ApiMessages {
  /** The direction its mails are written in. */
  dir: 'ltr' | 'rtl';
  /** The error messages, by their English text: the contracts' table (the forms') with the API's own. */
  problems: ProblemTranslations;
  checks: CheckWords;
  /** The mails to visitors (the desk's stay in English, the desk's language). */
  mails: {
    acknowledgement: AcknowledgementTexts;
    inquiryCopy: InquiryCopyTexts;
    confirmation: ConfirmationTexts;
  };
}

/** A language's table: the contracts' messages (the site's pages load them too) with the API's own added. */
export function withContracts(
  contracts: ProblemTranslations,
  own: ProblemTranslations,
): ProblemTranslations {
  return {
    exact: { ...own.exact, ...contracts.exact },
    patterns: [...contracts.patterns, ...own.patterns],
  };
}

const units = ['second', 'minute', 'hour', 'day'] as const;
/** "in 1 minute" as the language says it (the rate limit's wait, which @fastify/rate-limit words in English). */
export const within = (locale: string, n: string, unit: string) =>
  new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
    Number(n),
    units.find((u) => u === unit) ?? 'minute',
  );

type Issue = z.core.$ZodRawIssue;

/**
 * zod's error map for a language's words (per parse: a schema's own message, the spec's 'Field is required.'
 * or the booking rules', still wins and is translated by the tables); anything rarer in zod's own locale.
 */
export function zodErrorMap(w: CheckWords): z.core.$ZodErrorMap {
  const fallback = w.zod().localeError;
  return (issue: Issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return w.required;
        if (issue.expected === 'int') return w.whole;
        return w.type(w.typeNames[issue.expected] ?? issue.expected);
      case 'invalid_value':
        return w.oneOf(issue.values.map((v) => String(v)).join(', '));
      case 'invalid_format':
        return w.format;
      case 'too_big': {
        const n = String(issue.maximum);
        if (issue.origin === 'string') return w.maxChars(n);
        if (issue.origin === 'array' || issue.origin === 'set') return w.maxItems(n);
        if (issue.origin === 'number' || issue.origin === 'int') return w.max(n);
        break;
      }
      case 'too_small': {
        const n = String(issue.minimum);
        if (issue.origin === 'string') return n === '1' ? w.required : w.minChars(n);
        if (issue.origin === 'array' || issue.origin === 'set') return w.minItems(n);
        if (issue.origin === 'number' || issue.origin === 'int') return w.min(n);
        break;
      }
    }
    return fallback(issue);
  };
}
