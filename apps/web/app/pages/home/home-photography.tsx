import bigShoulders from '@fontsource-variable/big-shoulders-display/files/big-shoulders-display-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { ImageGallery } from '~/components/sections/image-gallery/image-gallery.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as photo from '~/content/home/photography.ts';
import { projectPagePath } from '~/content/portfolio.ts';
import bigShouldersFallback from '~/fonts/big-shoulders-display-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Big Shoulders Display Variable', url: bigShoulders, weight: '100 900' },
];

/** /home-photography: a photographer's home page, full-bleed pictures first, a gallery with a lightbox. */
export default function HomePhotography() {
  return (
    <PageLayout
      theme={photo.theme}
      header={{ layout: 'left-menu-classic', theme: 'dark' }}
      footer={{ theme: 'dark', layout: 'inline', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={bigShouldersFallback} />
      <HeroSlider slides={photo.photoSlides} label="Elin Vasko photographs" align="center" />
      <AboutImage id="about" variant="stacked" data={photo.photoAbout} />
      <Section id="gallery" tone="alt" width="wide">
        <SectionHeading {...photo.galleryHeading} />
        <ImageGallery images={photo.gallery} variant="masonry" columns={4} label="Recent frames" />
      </Section>
      <Portfolio
        id="series"
        style="overlay"
        layout="justified-gallery"
        categoryTitles={photo.photoCategoryTitles}
        projectHref={(project) => (project.caseStudy ? projectPagePath(project) : '')}
        heading={{ eyebrow: 'Commissions', title: 'Series made for clients' }}
        title="Commissions"
        projects={photo.photoSeries}
      />
      <Clients
        id="clients"
        variant="inverse"
        tone="dark"
        columns={6}
        spacing="md"
        label="Published by"
        clients={photo.photoClients}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="notes"
        layout="metro"
        tone="alt"
        posts={photo.notes}
        heading={photo.notesHeading}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
      />
      <CallToAction id="commission" variant="dark-art" data={photo.commissionCta} />
    </PageLayout>
  );
}
