import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { de } from '~/i18n/messages.de.ts';
import { partsDe } from '~/i18n/messages.parts.de.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { PartsCatalogue } from './parts-catalogue.tsx';

export const meta = pageMeta;

const messages = {
  ...de,
  parts: partsDe,
  partsPanel: () => import('~/i18n/messages.parts-panel.de.ts').then((m) => m.partsPanelDe),
};

/** /de/parts: the catalogue's interface in German (the catalogue's data stays as it is, in English). */
export default function PartsPageDe() {
  return (
    <I18nProvider messages={messages}>
      <PartsCatalogue />
    </I18nProvider>
  );
}
