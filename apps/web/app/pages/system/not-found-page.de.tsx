import { de } from '~/i18n/messages.de.ts';
import { notFoundDe } from '~/i18n/messages.not-found.de.ts';
import { TranslatedNotFoundPage, translatedNotFoundMeta } from './not-found-page.tsx';

export const meta = translatedNotFoundMeta(notFoundDe.notFoundTitle);

const messages = { ...de, ...notFoundDe };

/** The 404 page for an unknown address under /de/: in German, with the shell in the same language. */
export default function NotFoundPageDe() {
  return <TranslatedNotFoundPage messages={messages} />;
}
