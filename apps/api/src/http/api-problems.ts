import type { ApiLocale } from '@contrail/contracts/i18n/accept-language';
import type { ProblemTranslations } from '@contrail/contracts/i18n/problems';
import { textMessages } from '@contrail/contracts';
import { z } from 'zod';

// The API's own messages in German and Arabic: those the routes and the request checks write (the
// contracts' tables, which the site's pages load too, hold the forms' messages), and the checks zod words
// itself (a length, a number's range, a type). Only the API loads this module, so no page grows by it.

type Translated = Exclude<ApiLocale, 'en'>;

/** The routes' and the error handler's English messages, by language. */
const exact: Record<Translated, Record<string, string>> = {
  de: {
    [textMessages.singleLine]:
      'Bitte nur eine Zeile Text eingeben, ohne Zeilenumbrüche oder Steuerzeichen.',
    [textMessages.multiLine]:
      'Bitte die Steuerzeichen entfernen (unsichtbare Zeichen außer Zeilenumbrüchen).',
    'Unknown field.': 'Unbekanntes Feld.',
    'Unknown venue.': 'Unbekanntes Haus.',
    'Choose what to book: table, stay, appointment or trip.':
      'Bitte wählen, was gebucht werden soll: Tisch, Aufenthalt, Termin oder Ausflug.',
    'Unknown country.': 'Unbekanntes Land.',
    'Unknown state for this country.': 'Diese Region gibt es in diesem Land nicht.',
    'Invalid address.': 'Ungültige Adresse.',
    'Unknown part.': 'Unbekanntes Teil.',
    'Cart not found.': 'Warenkorb nicht gefunden.',
    'Cart item not found.': 'Dieser Artikel liegt nicht im Warenkorb.',
    'The cart is empty.': 'Der Warenkorb ist leer.',
    'The cart has changed; review it and send the inquiry again.':
      'Der Warenkorb hat sich geändert; bitte prüfen und die Anfrage erneut senden.',
    'Invalid session id.': 'Ungültige Sitzungskennung.',
    'A session is required: POST /api/session first.':
      'Eine Sitzung ist erforderlich: zuerst POST /api/session.',
    "The session id sent differs from the session cookie's; send the cookie alone.":
      'Die gesendete Sitzungskennung weicht vom Sitzungs-Cookie ab; bitte nur das Cookie senden.',
    'The Idempotency-Key header is malformed.': 'Der Idempotency-Key-Header ist ungültig.',
    'The token is required.': 'Der Bestätigungscode fehlt.',
    'This confirmation link is not valid.': 'Dieser Bestätigungslink ist ungültig.',
    'This confirmation link has expired; subscribe again for a new one.':
      'Dieser Bestätigungslink ist abgelaufen; bitte erneut anmelden, dann kommt ein neuer.',
    'This change must be made from this site.':
      'Diese Änderung ist nur von dieser Website aus möglich.',
    'Request body must be a JSON object.': 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
    'Invalid request.': 'Ungültige Anfrage.',
    'The body is not valid JSON.': 'Der Inhalt ist kein gültiges JSON.',
    'The JSON body is empty.': 'Der JSON-Inhalt ist leer.',
    'The request body is too large.': 'Der Inhalt der Anfrage ist zu groß.',
    'Send the body as JSON (Content-Type: application/json).':
      'Bitte den Inhalt als JSON senden (Content-Type: application/json).',
    'Not found.': 'Nicht gefunden.',
    'Too many requests.': 'Zu viele Anfragen.',
    'Bad request.': 'Ungültige Anfrage.',
  },
  ar: {
    [textMessages.singleLine]: 'اكتب سطرًا واحدًا من النص العادي، بلا فواصل أسطر ولا أحرف تحكّم.',
    [textMessages.multiLine]: 'احذف أحرف التحكّم (الأحرف غير المرئية عدا فواصل الأسطر).',
    'Unknown field.': 'حقل غير معروف.',
    'Unknown venue.': 'مكان غير معروف.',
    'Choose what to book: table, stay, appointment or trip.':
      'اختر ما تريد حجزه: طاولة أو إقامة أو موعد أو رحلة.',
    'Unknown country.': 'بلد غير معروف.',
    'Unknown state for this country.': 'هذه المنطقة غير موجودة في هذا البلد.',
    'Invalid address.': 'العنوان غير صالح.',
    'Unknown part.': 'قطعة غير معروفة.',
    'Cart not found.': 'لم يُعثر على السلة.',
    'Cart item not found.': 'هذا البند ليس في السلة.',
    'The cart is empty.': 'السلة فارغة.',
    'The cart has changed; review it and send the inquiry again.':
      'تغيّرت السلة؛ راجعها ثم أرسل الاستفسار مرة أخرى.',
    'Invalid session id.': 'معرّف الجلسة غير صالح.',
    'A session is required: POST /api/session first.':
      'يلزم وجود جلسة: أرسل أولًا POST /api/session.',
    "The session id sent differs from the session cookie's; send the cookie alone.":
      'معرّف الجلسة المرسل يختلف عن ملف تعريف الجلسة؛ أرسل ملف التعريف وحده.',
    'The Idempotency-Key header is malformed.': 'ترويسة Idempotency-Key غير صالحة.',
    'The token is required.': 'رمز التأكيد مطلوب.',
    'This confirmation link is not valid.': 'رابط التأكيد هذا غير صالح.',
    'This confirmation link has expired; subscribe again for a new one.':
      'انتهت صلاحية رابط التأكيد هذا؛ اشترك مجددًا لتصلك رسالة برابط جديد.',
    'This change must be made from this site.': 'لا يمكن إجراء هذا التغيير إلا من هذا الموقع.',
    'Request body must be a JSON object.': 'يجب أن يكون محتوى الطلب كائن JSON.',
    'Invalid request.': 'طلب غير صالح.',
    'The body is not valid JSON.': 'المحتوى ليس JSON صالحًا.',
    'The JSON body is empty.': 'محتوى JSON فارغ.',
    'The request body is too large.': 'محتوى الطلب كبير جدًا.',
    'Send the body as JSON (Content-Type: application/json).':
      'أرسل المحتوى بصيغة JSON ‏(Content-Type: application/json).',
    'Not found.': 'غير موجود.',
    'Too many requests.': 'طلبات كثيرة جدًا.',
    'Bad request.': 'طلب غير صالح.',
  },
};

const units = ['second', 'minute', 'hour', 'day'] as const;
/** "in 1 minute" as the language says it (the rate limit's wait, which @fastify/rate-limit words in English). */
const within = (locale: Translated, n: string, unit: string) =>
  new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
    Number(n),
    units.find((u) => u === unit) ?? 'minute',
  );

const patterns: Record<Translated, ProblemTranslations['patterns']> = {
  de: [
    [/^Unknown fields?: (.+)\.$/, (keys) => `Unbekannte Felder: ${keys}.`],
    [
      /^A cart holds at most (\d+) lines\.$/,
      (n) => `Ein Warenkorb fasst höchstens ${n} Positionen.`,
    ],
    [
      /^Too many requests; try again in (\d+) (second|minute|hour|day)s?\.$/,
      (n, unit) => `Zu viele Anfragen; bitte ${within('de', n, unit)} erneut versuchen.`,
    ],
  ],
  ar: [
    [/^Unknown fields?: (.+)\.$/, (keys) => `حقول غير معروفة: ${keys}.`],
    [/^A cart holds at most (\d+) lines\.$/, (n) => `الحد الأقصى لبنود السلة: ${n}.`],
    [
      /^Too many requests; try again in (\d+) (second|minute|hour|day)s?\.$/,
      (n, unit) => `طلبات كثيرة جدًا؛ حاول مرة أخرى ${within('ar', n, unit)}.`,
    ],
  ],
};

/** A language's table of the contracts' messages with the API's own added. */
export function withApiProblems(
  locale: Translated,
  contracts: ProblemTranslations,
): ProblemTranslations {
  return {
    exact: { ...exact[locale], ...contracts.exact },
    patterns: [...contracts.patterns, ...patterns[locale]],
  };
}

// The checks zod words itself, in the visitor's language. A schema's own message (the spec's 'Field is
// required.', the booking rules') wins over these and is translated by the tables; what is left is worded
// here, and anything rarer by zod's own locale.

type Issue = z.core.$ZodRawIssue;

const typeNames: Record<Translated, Record<string, string>> = {
  de: {
    string: 'Text',
    number: 'eine Zahl',
    boolean: 'Ja oder Nein',
    array: 'eine Liste',
    object: 'ein Objekt',
  },
  ar: { string: 'نص', number: 'رقم', boolean: 'نعم أو لا', array: 'قائمة', object: 'كائن' },
};

const words = {
  de: {
    required: 'Dieses Feld ist erforderlich.',
    type: (t: string) => `Ungültiger Wert: erwartet wird ${t}.`,
    oneOf: (values: string) => `Ungültiger Wert: erlaubt sind ${values}.`,
    format: 'Ungültiges Format.',
    maxChars: (n: string) => `Höchstens ${n} Zeichen.`,
    minChars: (n: string) => `Mindestens ${n} Zeichen.`,
    maxItems: (n: string) => `Höchstens ${n} Einträge.`,
    minItems: (n: string) => (n === '1' ? 'Mindestens ein Eintrag.' : `Mindestens ${n} Einträge.`),
    max: (n: string) => `Höchstens ${n}.`,
    min: (n: string) => `Mindestens ${n}.`,
    whole: 'Bitte eine ganze Zahl eingeben.',
  },
  ar: {
    required: 'هذا الحقل مطلوب.',
    type: (t: string) => `قيمة غير صالحة: المتوقع ${t}.`,
    oneOf: (values: string) => `قيمة غير صالحة: القيم المقبولة ${values}.`,
    format: 'صيغة غير صالحة.',
    maxChars: (n: string) => `الحد الأقصى لعدد الأحرف: ${n}.`,
    minChars: (n: string) => `الحد الأدنى لعدد الأحرف: ${n}.`,
    maxItems: (n: string) => `الحد الأقصى لعدد العناصر: ${n}.`,
    minItems: (n: string) => `الحد الأدنى لعدد العناصر: ${n}.`,
    max: (n: string) => `يجب ألا تزيد القيمة على ${n}.`,
    min: (n: string) => `يجب ألا تقل القيمة عن ${n}.`,
    whole: 'أدخل عددًا صحيحًا.',
  },
} as const;

const zodLocales = { de: z.locales.de, ar: z.locales.ar };

/** zod's error map for `locale` (per parse: a schema's own message still wins). */
export function zodErrorMap(locale: Translated): z.core.$ZodErrorMap {
  const w = words[locale];
  const fallback = zodLocales[locale]().localeError;
  return (issue: Issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return w.required;
        if (issue.expected === 'int') return w.whole;
        return w.type(typeNames[locale][issue.expected] ?? issue.expected);
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
