import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { en } from '~/i18n/messages.ts';
import { partsEn } from '~/i18n/messages.parts.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { PartsCatalogue } from './parts-catalogue.tsx';

export const meta = pageMeta;

const messages = {
  ...en,
  parts: partsEn,
  partsPanel: () => import('~/i18n/messages.parts-panel.ts').then((m) => m.partsPanelEn),
};

/** /parts: the catalogue in English (its messages and the shell's). */
export default function PartsPage() {
  return (
    <I18nProvider messages={messages}>
      <PartsCatalogue />
    </I18nProvider>
  );
}
