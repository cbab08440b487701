import type { ApiLocale } from '@contrail/contracts/i18n/accept-language';
import { messagesIn } from '../i18n/languages.ts';
import type { VisitorMail } from '../mail/index.ts';
import { escapeHtml } from '../send/send-mails.ts';

/**
 * The link the confirmation mail carries: the site's page (under `siteOrigin`, the origin and SITE_BASE without
 * its last slash), which posts the token to the API; in the visitor's language, `/de/subscribe/confirm` for a
 * subscription from a German page (the site's translated pages, apps/web i18n/locales.ts).
 */
export const confirmationLink = (
  siteOrigin: string,
  token: string,
  locale: ApiLocale = 'en',
): string =>
  `${siteOrigin}${locale === 'en' ? '' : `/${locale}`}/subscribe/confirm?token=${encodeURIComponent(token)}`;

export interface ConfirmationTexts {
  subject: string;
  asked: string;
  openWithin: (hours: number) => string;
  button: string;
  ignore: string;
}

// The mail in the visitor's language (the page's, sent as Accept-Language: issue 41 §2). The newsletter's
// name, Contrail, is a name and stays as it is.
const confirmationEn: ConfirmationTexts = {
  subject: 'Confirm your subscription to the Contrail newsletter',
  asked: 'Someone, hopefully you, asked to subscribe this address to the Contrail newsletter.',
  openWithin: (hours) => `To confirm, open this link within ${hours} hours:`,
  button: 'Confirm my subscription',
  ignore:
    'If you did not ask, ignore this mail: without confirmation this address gets no newsletter and no further mail from this form.',
};

/**
 * The one mail a subscription request sends: a link to confirm, in the visitor's language (`locale`). Nothing
 * in it comes from the request but the address it goes to, so it cannot carry a stranger's words to someone
 * else.
 */
export function subscribeConfirmation(
  email: string,
  link: string,
  validHours: number,
  locale: ApiLocale = 'en',
): VisitorMail {
  const language = messagesIn(locale);
  const t = language?.mails.confirmation ?? confirmationEn;
  const paragraphs = [t.asked, t.openWithin(validHours), link, t.ignore];
  const text = paragraphs.join('\n\n');
  // Arabic reads right to left; the link stays left to right inside it.
  const dir = language?.dir === 'rtl' ? ' dir="rtl"' : '';
  const html = [
    `<div${dir}>`,
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    `<p>${escapeHtml(paragraphs[1]!)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>`,
    `<p dir="ltr">${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(paragraphs[3]!)}</p>`,
    '</div>',
  ].join('');
  return {
    audience: 'visitor',
    to: { address: email },
    subject: t.subject,
    text,
    html,
  };
}
