import * as startup from '~/content/home/startup.ar.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { ar } from '~/i18n/messages.ar.ts';
import { sectionsAr } from '~/i18n/messages.sections.ar.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';
import { StartupPage } from './startup-page.tsx';

export const meta = pageMeta;

const messages = { ...ar, ...sectionsAr };

const Lower = lazyPart(() => import('./lower/home-startup.ar.tsx').then((m) => m.default));

/** /ar/home-startup: the startup demo in Arabic, with the shell in the same language. */
export default function HomeStartupAr() {
  return (
    <I18nProvider messages={messages}>
      <StartupPage content={startup} lower={<Lower />} />
    </I18nProvider>
  );
}
