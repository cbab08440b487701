import instrumentSerif from '@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { portfolioCategoryTitles } from '~/content/portfolio.ts';
import * as c from '~/content/home/branding-agency.ts';
import instrumentSerifFallback from '~/fonts/instrument-serif-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Instrument Serif', url: instrumentSerif, weight: '400' },
];

/** An identity studio: principles, scattered identities, its method, clients, essays and its letter. */
export default function HomeBrandingAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ layout: 'top-logo', theme: 'light' }}
      footer={{ theme: 'light', layout: 'inline', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={instrumentSerifFallback} />
      <Hero id="hero" variant="split" data={c.hero} />
      <IconWithText
        id="principles"
        variant="minimal"
        items={c.principles}
        heading={c.principlesHeading}
      />
      <Portfolio
        categoryTitles={portfolioCategoryTitles}
        id="work"
        tone="alt"
        style="bordered"
        layout="scattered"
        projects={c.work}
        heading={c.workHeading}
      />
      <ProcessSteps id="method" variant="cards" steps={c.method} heading={c.methodHeading} />
      <Clients
        id="clients"
        tone="dark"
        variant="inverse"
        columns={5}
        clients={c.clients}
        heading={c.clientsHeading}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="essays"
        layout="classic"
        columns={2}
        posts={c.essays}
        heading={c.essaysHeading}
        authors={blogAuthors}
      />
      <CallToAction id="cta" variant="subscribe" data={c.cta} />
    </PageLayout>
  );
}
