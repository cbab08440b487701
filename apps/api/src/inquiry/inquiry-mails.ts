import type { InquiryContact } from '@contrail/contracts';
import type { MailMessage } from '../mail/index.ts';

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
  return [
    ['Name', contact.name],
    ['E-mail', contact.email],
    ['Phone', contact.phone],
    ['Company', contact.company],
    ['Aircraft', contact.aircraft],
    ['Serial number', contact.serial],
    ['Location', place(input)],
  ];
}

const lineText = (line: InquiryLine, index: number): string =>
  [
    `${index + 1}. ${line.partNumber} - ${line.description}`,
    `   Qty ${line.qty} | ${formatPrice(line.priceCents)} each | ${line.availability}`,
    `   Model ${line.modelId}, ${line.assemblyId} ${line.assemblyName} (fig. ${line.figure}, item ${line.item}) | part id ${line.partId}`,
  ].join('\n');

function body(input: InquiryMailInput, intro: string): { text: string; html: string } {
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
export function inquiryToDesk(input: InquiryMailInput): MailMessage {
  const { contact } = input;
  const aircraft = [contact.aircraft, contact.serial ? `S/N ${contact.serial}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    to: { address: input.desk },
    replyTo: { name: contact.name, address: contact.email },
    subject: `Parts inquiry ${input.inquiryId}: ${contact.name}${aircraft ? `, ${aircraft}` : ''}`,
    ...body(input, `Parts inquiry ${input.inquiryId} from the website, ${input.createdAt}.`),
  };
}

/** The customer's copy. */
export function inquiryToCustomer(input: InquiryMailInput): MailMessage {
  return {
    to: { name: input.contact.name, address: input.contact.email },
    replyTo: { address: input.desk },
    subject: `Your parts inquiry ${input.inquiryId}`,
    ...body(
      input,
      `Thank you for your inquiry ${input.inquiryId}. Our parts desk will answer with a quote; this is a copy of what you sent.`,
    ),
  };
}
