import spaceGrotesk from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogMasonry } from '~/components/sections/blog/blog-masonry.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { ParallaxBanner } from '~/components/sections/parallax/parallax-banner.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors } from '~/content/blog-posts.ts';
import * as studio from '~/content/home/design-agency.ts';
import { portfolioCategoryTitles } from '~/content/portfolio.ts';
import spaceGroteskFallback from '~/fonts/space-grotesk-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Space Grotesk Variable', url: spaceGrotesk, weight: '300 700' },
];

/** /home-design-agency: a design studio's home page, from a statement in big type to a hire form. */
export default function HomeDesignAgency() {
  return (
    <PageLayout
      theme={studio.theme}
      header={{ theme: 'light', layout: 'center-logo', search: false }}
      footer={{ theme: 'light', layout: 'split', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={spaceGroteskFallback} />
      <HeroStatement tone="light" data={studio.hero} />
      <IconWithText
        id="principles"
        variant="minimal"
        columns={4}
        heading={studio.principlesHeading}
        items={studio.principles}
      />
      <Portfolio
        id="work"
        tone="alt"
        style="bordered"
        layout="masonry"
        categoryTitles={portfolioCategoryTitles}
        heading={studio.workHeading}
        projects={studio.work}
      />
      <ParallaxBanner id="open-studio" look="brand" data={studio.banner} />
      <Clients
        id="clients"
        variant="bordered"
        columns={6}
        spacing="md"
        heading={studio.clientsHeading}
        clients={studio.clients}
      />
      <BlogMasonry
        id="journal"
        tone="alt"
        variant="bordered"
        columns={3}
        heading={studio.journalHeading}
        posts={studio.journal}
        authors={blogAuthors}
      />
      <Section id="hire">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
          <div>
            <SectionHeading {...studio.hireHeading} align="left" />
            <dl className="border-line grid gap-4 border-t pt-8">
              {studio.hireFacts.map((fact) => (
                <div key={fact.label} className="flex items-baseline justify-between gap-4">
                  <dt className="text-muted">{fact.label}</dt>
                  <dd className="font-display text-2xl font-bold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ContactForm variant="underline" buttonLabel="Send the brief" label="Hire a designer" />
        </div>
      </Section>
    </PageLayout>
  );
}
