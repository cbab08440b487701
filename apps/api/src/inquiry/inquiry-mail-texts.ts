import type { ApiLocale } from '@contrail/contracts/i18n/accept-language';

// The customer's copy of a parts inquiry in their language (the page's, sent as Accept-Language); the parts
// desk's mail stays in English, the desk's language, and names the customer's language so the desk can answer
// in it. The lines are the catalogue's (part numbers and descriptions as the catalogue writes them).

export interface InquiryCopyTexts {
  /** The language's own name, for the desk's mail. */
  name: string;
  subject: (id: string) => string;
  intro: (id: string) => string;
  parts: (lines: number) => string;
  qty: (qty: number) => string;
  heads: { number: string; partNumber: string; description: string; qty: string };
  next: (id: string) => string[];
  notYou: string;
}

const arabicLines = (n: number) =>
  n === 1 ? 'بند واحد' : n === 2 ? 'بندان' : n <= 10 ? `${n} بنود` : `${n} بندًا`;

export const inquiryCopyTexts: Record<ApiLocale, InquiryCopyTexts> = {
  en: {
    name: 'English',
    subject: (id) => `Your parts inquiry ${id}`,
    intro: (id) => `Thank you for your parts inquiry ${id}. It has reached our parts desk.`,
    parts: (n) => `Parts (${n} line${n === 1 ? '' : 's'}):`,
    qty: (qty) => `qty ${qty}`,
    heads: { number: '#', partNumber: 'Part number', description: 'Description', qty: 'Qty' },
    next: (id) => [
      'What happens next: the parts desk checks each part and answers this address with a quote',
      '(prices, availability and shipping), usually within one working day. To add or change',
      `anything, reply to this mail and quote ${id}.`,
    ],
    notYou:
      'If you did not send this inquiry, ignore this mail: nothing is ordered or charged without you.',
  },
  de: {
    name: 'Deutsch',
    subject: (id) => `Ihre Teileanfrage ${id}`,
    intro: (id) =>
      `Vielen Dank für Ihre Teileanfrage ${id}. Sie ist bei unserem Teileservice eingegangen.`,
    parts: (n) => `Teile (${n} ${n === 1 ? 'Position' : 'Positionen'}):`,
    qty: (qty) => `Menge ${qty}`,
    heads: { number: 'Nr.', partNumber: 'Teilenummer', description: 'Bezeichnung', qty: 'Menge' },
    next: (id) => [
      'So geht es weiter: Unser Teileservice prüft jedes Teil und schickt Ihnen an diese Adresse ein',
      'Angebot (Preise, Verfügbarkeit und Versand), in der Regel innerhalb eines Werktags. Möchten Sie',
      `etwas ergänzen oder ändern, antworten Sie einfach auf diese E-Mail und nennen Sie ${id}.`,
    ],
    notYou:
      'Falls Sie diese Anfrage nicht gesendet haben, ignorieren Sie diese E-Mail bitte: Ohne Sie wird nichts bestellt oder berechnet.',
  },
  ar: {
    name: 'العربية',
    subject: (id) => `استفسارك عن قطع الغيار ${id}`,
    intro: (id) => `شكرًا على استفسارك عن قطع الغيار ${id}. لقد وصل إلى قسم قطع الغيار لدينا.`,
    parts: (n) => `القطع (${arabicLines(n)}):`,
    qty: (qty) => `الكمية ${qty}`,
    heads: { number: '#', partNumber: 'رقم القطعة', description: 'الوصف', qty: 'الكمية' },
    next: (id) => [
      'ما الخطوة التالية: يراجع قسم قطع الغيار كل قطعة ويرسل إلى هذا العنوان عرض سعر',
      '(الأسعار والتوفر والشحن)، عادةً خلال يوم عمل واحد. لإضافة أي شيء أو تعديله،',
      `ردّ على هذه الرسالة واذكر الرقم ${id}.`,
    ],
    notYou:
      'إن لم تكن أنت من أرسل هذا الاستفسار، فتجاهل هذه الرسالة: لا يُطلب شيء ولا يُحتسب أي مبلغ دون موافقتك.',
  },
};
