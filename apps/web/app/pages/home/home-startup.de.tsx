import * as startup from '~/content/home/startup.de.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { de } from '~/i18n/messages.de.ts';
import { sectionsDe } from '~/i18n/messages.sections.de.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';
import { StartupPage } from './startup-page.tsx';

export const meta = pageMeta;

const messages = { ...de, ...sectionsDe };

const Lower = lazyPart(() => import('./lower/home-startup.de.tsx').then((m) => m.default));

/** /de/home-startup: the startup demo in German, with the shell in the same language. */
export default function HomeStartupDe() {
  return (
    <I18nProvider messages={messages}>
      <StartupPage content={startup} lower={<Lower />} />
    </I18nProvider>
  );
}
