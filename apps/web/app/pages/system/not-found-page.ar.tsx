import { ar } from '~/i18n/messages.ar.ts';
import { notFoundAr } from '~/i18n/messages.not-found.ar.ts';
import { TranslatedNotFoundPage, translatedNotFoundMeta } from './not-found-page.tsx';

export const meta = translatedNotFoundMeta(notFoundAr.notFoundTitle);

const messages = { ...ar, ...notFoundAr };

/** The 404 page for an unknown address under /ar/: in Arabic, with the shell in the same language. */
export default function NotFoundPageAr() {
  return <TranslatedNotFoundPage messages={messages} />;
}
