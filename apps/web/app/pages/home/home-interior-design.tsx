import bodoni from '@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2?url';
import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { FancyTextBoxes } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as interior from '~/content/home/interior-design.ts';
import { projectPagePath } from '~/content/portfolio.ts';
import bodoniFallback from '~/fonts/bodoni-moda-fallback.css?inline';
import jostFallback from '~/fonts/jost-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Bodoni Moda Variable', url: bodoni, weight: '400 900' },
  { family: 'Jost Variable', url: jost, weight: '100 900' },
];

/** /home-interior-design: an interiors studio, a dark statement over warm paper and brass. */
export default function HomeInteriorDesign() {
  return (
    <PageLayout
      theme={interior.theme}
      header={{ theme: 'dark', layout: 'center-navigation', mobileMenu: 'full-screen' }}
      footer={{ theme: 'light', layout: 'columns', band: 'subscribe', social: true }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={bodoniFallback + jostFallback} />
      <HeroStatement data={interior.interiorHero} tone="dark" highlight="accent" hold={2800} />
      <AboutImage id="about" variant="overlay" data={interior.interiorAbout} />
      <Section id="services" tone="alt">
        <SectionHeading {...interior.servicesHeading} />
        <FancyTextBoxes items={interior.services} variant="big-number" columns={4} />
      </Section>
      <Counters
        id="numbers"
        variant="plain"
        columns={4}
        spacing="md"
        items={interior.interiorNumbers}
        label="Hollis & Rye in numbers"
      />
      <Portfolio
        id="rooms"
        style="colorful"
        layout="three-column"
        tone="alt"
        categoryTitles={interior.interiorCategoryTitles}
        filters={interior.interiorFilters}
        projectHref={(project) => (project.caseStudy ? projectPagePath(project) : '')}
        heading={{ eyebrow: 'Recent rooms', title: 'Finished, lived in, photographed' }}
        title="Recent rooms"
        projects={interior.interiorRooms}
      />
      <Testimonials
        id="letters"
        variant="centered"
        layout="carousel"
        columns={1}
        heading={interior.testimonialsHeading}
        testimonials={interior.interiorQuotes}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="journal"
        layout="simple"
        tone="alt"
        posts={interior.journal}
        heading={interior.journalHeading}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
      />
      <CallToAction id="consult" variant="banner" data={interior.consultCta} />
    </PageLayout>
  );
}
