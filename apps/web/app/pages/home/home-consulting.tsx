import cormorant from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import workSans from '@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { Accordion } from '~/components/sections/accordion/accordion.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { ParallaxBanner } from '~/components/sections/parallax/parallax-banner.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as c from '~/content/home/consulting.ts';
import cormorantFallback from '~/fonts/cormorant-garamond-fallback.css?inline';
import workSansFallback from '~/fonts/work-sans-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Cormorant Garamond Variable', url: cormorant, weight: '300 700' },
  { family: 'Work Sans Variable', url: workSans, weight: '100 900' },
];

/** A management consultancy: dark hero, the firm, why clients return, results, partners, retreats, insights. */
export default function HomeConsulting() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ topBar: true }}
      footer={{ theme: 'dark', layout: 'split', contact: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={cormorantFallback + workSansFallback} />
      <Hero id="hero" variant="dark-art" data={c.hero} />
      <AboutImage id="about" variant="badge" data={c.about} />
      <Section id="approach" tone="alt">
        <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <SectionHeading {...c.approachHeading} align="left" />
            <Accordion items={c.approach} variant="numbered" defaultOpen={['diagnosis']} />
          </div>
          <ArtImage {...c.approachImage} className="rounded-card w-full shadow-xl" />
        </div>
      </Section>
      <Counters id="results" variant="divided" columns={4} items={c.results} label="Results" />
      <Team
        id="partners"
        tone="alt"
        variant="classic"
        members={c.partners}
        heading={c.partnersHeading}
      />
      <ParallaxBanner id="retreats" data={c.banner} look="left" />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="insights"
        layout="clean"
        posts={c.insights}
        heading={c.insightsHeading}
        authors={blogAuthors}
      />
      <CallToAction id="cta" variant="banner" data={c.cta} />
    </PageLayout>
  );
}
