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

/** The copy in English (the other languages: i18n/messages.*.ts). */
export const inquiryCopyEn: InquiryCopyTexts = {
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
};
