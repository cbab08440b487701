import archivo from '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as arch from '~/content/home/architecture.ts';
import { projectPagePath } from '~/content/portfolio.ts';
import archivoFallback from '~/fonts/archivo-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Archivo Variable', url: archivo, weight: '100 900' },
];

/** /home-architecture: a practice for reused buildings, led by its projects. */
export default function HomeArchitecture() {
  return (
    <PageLayout
      theme={arch.theme}
      header={{ theme: 'dark', hamburger: 'half' }}
      footer={{ theme: 'dark', layout: 'split', band: 'contact', bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={archivoFallback} />
      <HeroSlider slides={arch.archSlides} label="Graft Architects projects" />
      <AboutImage id="about" variant="badge" data={arch.archAbout} />
      <Counters
        id="numbers"
        variant="divided"
        tone="alt"
        columns={4}
        spacing="md"
        items={arch.archNumbers}
        label="Graft in numbers"
      />
      <Portfolio
        id="work"
        layout="slider"
        categoryTitles={arch.archCategoryTitles}
        projectHref={(project) => (project.caseStudy ? projectPagePath(project) : '')}
        heading={{ eyebrow: 'Selected work', title: 'Buildings given a second life' }}
        title="Selected work"
        projects={arch.archWork}
      />
      <ProcessSteps
        id="approach"
        variant="connected"
        tone="alt"
        heading={arch.approachHeading}
        steps={arch.approach}
      />
      <Clients
        id="clients"
        variant="inverse"
        tone="dark"
        columns={6}
        spacing="md"
        label="Clients"
        clients={arch.archClients}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="notes"
        layout="metro"
        posts={arch.notes}
        heading={arch.notesHeading}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
      />
      <CallToAction id="visit" variant="dark-art" data={arch.archCta} />
    </PageLayout>
  );
}
