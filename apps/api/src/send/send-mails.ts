import type { SendRequest } from '@contrail/contracts';
import type { DeskMail } from '../mail/index.ts';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The contact form as a mail to the parts desk, with every field; replies go to the sender. The sender
 * gets no copy: it would carry their text to whatever address they typed.
 */
export function contactToDesk(body: SendRequest, desk: string, messageId: number): DeskMail {
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
    audience: 'desk',
    to: { address: desk },
    replyTo: body.name ? { name: body.name, address: body.email } : { address: body.email },
    subject: `Contact: ${body.subject || body.name || body.email}`,
    text,
    html,
  };
}
