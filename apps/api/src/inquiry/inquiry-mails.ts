import type { InquiryContact } from '@contrail/contracts';
import type { ApiLocale } from '@contrail/contracts/i18n/accept-language';
import { messagesIn } from '../i18n/languages.ts';
import type { DeskMail, VisitorMail } from '../mail/index.ts';
import { inquiryCopyEn } from './inquiry-mail-texts.ts';

/** The customer's copy's texts in `locale` (English when the API has no such language). */
const copyTexts = (locale: ApiLocale) => messagesIn(locale)?.mails.inquiryCopy ?? inquiryCopyEn;

export interface InquiryLine {
  partId: string;
  partNumber: string;
  description: string;
  modelId: string;
  assemblyId: string;
  assemblyName: string;
  figure: string;
  item: string;
  qty: number;
  priceCents: number | null;
  availability: string;
}

export interface InquiryMailInput {
  inquiryId: string;
  createdAt: string;
  contact: InquiryContact;
  /** Display names of the contact's country and state codes (empty when not given). */
  countryName: string;
  stateName: string;
  lines: readonly InquiryLine[];
  desk: string;
  /** The customer's language (the page's Accept-Language): their copy is written in it. */
  locale?: ApiLocale;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const formatPrice = (cents: number | null): string =>
  cents === null ? 'quote' : `$${(cents / 100).toFixed(2)}`;

const place = (input: InquiryMailInput): string =>
  [
    input.contact.city,
    input.stateName ? `${input.stateName} (${input.contact.state})` : '',
    input.countryName ? `${input.countryName} (${input.contact.country})` : '',
  ]
    .filter(Boolean)
    .join(', ');

function contactRows(input: InquiryMailInput): Array<[string, string]> {
  const { contact } = input;
  const locale = input.locale ?? 'en';
  return [
    ['Name', contact.name],
    ['E-mail', contact.email],
    ['Phone', contact.phone],
    ['Company', contact.company],
    ['Aircraft', contact.aircraft],
    ['Serial number', contact.serial],
    ['Location', place(input)],
    // The desk answers in the customer's language (their copy of the inquiry is in it).
    ['Language', `${copyTexts(locale).name} (${locale})`],
  ];
}

const lineText = (line: InquiryLine, index: number): string =>
  [
    `${index + 1}. ${line.partNumber} - ${line.description}`,
    `   Qty ${line.qty} | ${formatPrice(line.priceCents)} each | ${line.availability}`,
    `   Model ${line.modelId}, ${line.assemblyId} ${line.assemblyName} (fig. ${line.figure}, item ${line.item}) | part id ${line.partId}`,
  ].join('\n');

function deskBody(input: InquiryMailInput, intro: string): { text: string; html: string } {
  const rows = contactRows(input);
  const quoted = input.lines.filter((line) => line.priceCents === null).length;
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value || '-'}`),
    '',
    `Parts (${input.lines.length} line${input.lines.length === 1 ? '' : 's'}${
      quoted ? `, ${quoted} to quote` : ''
    }):`,
    ...input.lines.map(lineText),
    '',
    'Message:',
    input.contact.message || '-',
  ].join('\n');
  const cell = (value: string) => `<td valign="top">${escapeHtml(value)}</td>`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table>${rows
      .map(([label, value]) => `<tr><th align="left">${label}</th>${cell(value || '-')}</tr>`)
      .join('')}</table>`,
    '<table border="1" cellpadding="4" cellspacing="0">',
    '<tr><th>#</th><th>Part number</th><th>Description</th><th>Model</th><th>Assembly</th>',
    '<th>Fig./item</th><th>Qty</th><th>Unit price</th><th>Availability</th></tr>',
    ...input.lines.map(
      (line, index) =>
        `<tr>${[
          String(index + 1),
          line.partNumber,
          line.description,
          line.modelId,
          `${line.assemblyId} ${line.assemblyName}`,
          `${line.figure}/${line.item}`,
          String(line.qty),
          formatPrice(line.priceCents),
          line.availability,
        ]
          .map(cell)
          .join('')}</tr>`,
    ),
    '</table>',
    `<p><strong>Message</strong></p><p>${escapeHtml(input.contact.message || '-').replace(/\n/g, '<br>')}</p>`,
  ].join('');
  return { text, html };
}

/** The inquiry for the parts desk: everything needed to quote; replies go to the customer. */
export function inquiryToDesk(input: InquiryMailInput): DeskMail {
  const { contact } = input;
  const aircraft = [contact.aircraft, contact.serial ? `S/N ${contact.serial}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    audience: 'desk',
    to: { address: input.desk },
    replyTo: { name: contact.name, address: contact.email },
    subject: `Parts inquiry ${input.inquiryId}: ${contact.name}${aircraft ? `, ${aircraft}` : ''}`,
    ...deskBody(input, `Parts inquiry ${input.inquiryId} from the website, ${input.createdAt}.`),
  };
}

/**
 * The customer's copy goes to whatever address was typed, so it carries nothing else the sender
 * typed (name, company, message…: a stranger could aim it at anyone with their own text in it):
 * the reference, the lines as the catalogue names them, and what happens next.
 */
export function inquiryToCustomer(input: InquiryMailInput): VisitorMail {
  const { inquiryId, lines } = input;
  const locale = input.locale ?? 'en';
  const texts = copyTexts(locale);
  const intro = texts.intro(inquiryId);
  const next = texts.next(inquiryId);
  const notYou = texts.notYou;
  const text = [
    intro,
    '',
    texts.parts(lines.length),
    ...lines.map(
      (line, index) =>
        `${index + 1}. ${line.partNumber} - ${line.description} - ${texts.qty(line.qty)}`,
    ),
    '',
    ...next,
    '',
    notYou,
  ].join('\n');
  const cell = (value: string) => `<td valign="top">${escapeHtml(value)}</td>`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table border="1" cellpadding="4" cellspacing="0">',
    `<tr>${[texts.heads.number, texts.heads.partNumber, texts.heads.description, texts.heads.qty]
      .map((head) => `<th>${escapeHtml(head)}</th>`)
      .join('')}</tr>`,
    ...lines.map(
      (line, index) =>
        `<tr>${[String(index + 1), line.partNumber, line.description, String(line.qty)]
          .map(cell)
          .join('')}</tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(next.join(' '))}</p>`,
    `<p>${escapeHtml(notYou)}</p>`,
  ].join('');
  return {
    audience: 'visitor',
    to: { address: input.contact.email },
    replyTo: { address: input.desk },
    subject: texts.subject(inquiryId),
    text,
    // The copy in its language and direction (Arabic reads right to left).
    html: `<div lang="${locale}" dir="${messagesIn(locale)?.dir ?? 'ltr'}">${html}</div>`,
  };
}
