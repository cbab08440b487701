import sora from '@fontsource-variable/sora/files/sora-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AppShowcase } from '~/components/sections/app-showcase/app-showcase.tsx';
import * as app from '~/content/home/application.ts';
import soraFallback from '~/fonts/sora-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [{ family: 'Sora Variable', url: sora, weight: '100 800' }];

const Sections = lazySections(import('./lower/home-application.tsx'));

/** /home-application: a sleep app's one-page site, from store badges to the monthly letter. */
export default function HomeApplication() {
  return (
    <PageLayout
      theme={app.theme}
      header={{ theme: 'dark', layout: 'one-page', sections: app.sections, sidePanel: false }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'centered' }}
    >
      <DemoFonts faces={fonts} fallbacks={soraFallback} />
      <AppShowcase variant="hero" data={app.hero} />

      <Sections />
    </PageLayout>
  );
}
