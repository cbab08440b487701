import type { VisitorMail } from '../mail/index.ts';
import { escapeHtml } from '../send/send-mails.ts';

/** The link the confirmation mail carries: the site's page (under `siteOrigin`, the origin and SITE_BASE without its last slash), which posts the token to the API. */
export const confirmationLink = (siteOrigin: string, token: string): string =>
  `${siteOrigin}/subscribe/confirm?token=${encodeURIComponent(token)}`;

/**
 * The one mail a subscription request sends: a link to confirm. Nothing in it comes from the request
 * but the address it goes to, so it cannot carry a stranger's words to someone else.
 */
export function subscribeConfirmation(
  email: string,
  link: string,
  validHours: number,
): VisitorMail {
  const paragraphs = [
    'Someone, hopefully you, asked to subscribe this address to the Contrail newsletter.',
    `To confirm, open this link within ${validHours} hours:`,
    link,
    'If you did not ask, ignore this mail: without confirmation this address gets no newsletter and no further mail from this form.',
  ];
  const text = paragraphs.join('\n\n');
  const html = [
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    `<p>${escapeHtml(paragraphs[1]!)}</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(paragraphs[3]!)}</p>`,
  ].join('');
  return {
    audience: 'visitor',
    to: { address: email },
    subject: 'Confirm your subscription to the Contrail newsletter',
    text,
    html,
  };
}
