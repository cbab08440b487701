import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { ImageGallery } from '~/components/sections/image-gallery/image-gallery.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { demoPosts } from '~/content/home-posts.ts';
import * as photo from '~/content/home/photography.ts';
import { projectPagePath } from '~/content/portfolio.ts';

const notes = demoPosts(photo.notes);

/** The photography home page below its first screen: a chunk of its own (see home-photography.tsx). */
export default function HomePhotographyLower() {
  return (
    <>
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
        posts={notes}
        heading={photo.notesHeading}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
      />
      <CallToAction id="commission" variant="dark-art" data={photo.commissionCta} />
    </>
  );
}
