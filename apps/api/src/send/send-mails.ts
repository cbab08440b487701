import type { SendRequest } from '@contrail/contracts';
import type { MailMessage } from '../mail/index.ts';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function subscribeConfirmation(email: string): MailMessage {
  const text = [
    'Thank you for subscribing to the Contrail newsletter.',
    '',
    'You will hear from us about new demos, sections and catalogue updates.',
    'If you did not subscribe, ignore this message and you will not hear from us again.',
  ].join('\n');
  return {
    to: { address: email },
    subject: 'You are subscribed to the Contrail newsletter',
    text,
    html: text
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join(''),
  };
}

/** The contact form as a mail to the parts desk, with every field; replies go to the sender. */
export function contactToDesk(body: SendRequest, desk: string, messageId: number): MailMessage {
  const rows: Array<[string, string]> = [
    ['Name', body.name ?? ''],
    ['E-mail', body.email],
    ['Phone', body.phone ?? ''],
    ['Subject', body.subject ?? ''],
    ['Consent', body.consent === undefined ? '' : body.consent ? 'yes' : 'no'],
    ['Message', body.message ?? ''],
  ];
  const text = [
    `Contact message #${messageId} from the website.`,
    '',
    ...rows.map(([k, v]) => (k === 'Message' ? `${k}:\n${v || '-'}` : `${k}: ${v || '-'}`)),
  ].join('\n');
  const html = `<p>Contact message #${messageId} from the website.</p><table>${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top">${k}</th><td>${escapeHtml(v || '-').replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;
  return {
    to: { address: desk },
    replyTo: body.name ? { name: body.name, address: body.email } : { address: body.email },
    subject: `Contact: ${body.subject || body.name || body.email}`,
    text,
    html,
  };
}
