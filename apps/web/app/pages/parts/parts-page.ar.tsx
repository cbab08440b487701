import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { ar } from '~/i18n/messages.ar.ts';
import { partsAr } from '~/i18n/messages.parts.ar.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { PartsCatalogue } from './parts-catalogue.tsx';

export const meta = pageMeta;

const messages = {
  ...ar,
  parts: partsAr,
  partsPanel: () => import('~/i18n/messages.parts-panel.ar.ts').then((m) => m.partsPanelAr),
};

/** /ar/parts: the catalogue's interface in Arabic, right to left (the catalogue's data stays in English). */
export default function PartsPageAr() {
  return (
    <I18nProvider messages={messages}>
      <PartsCatalogue />
    </I18nProvider>
  );
}
