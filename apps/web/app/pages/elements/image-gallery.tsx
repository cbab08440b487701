import { ImageGallery } from '~/components/sections/image-gallery/image-gallery.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { galleryDemos, galleryImages } from '~/content/elements/image-gallery.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function ImageGalleryPage() {
  return (
    <ElementPage
      demos={galleryDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" width={demo.variant === 'tiles' ? 'full' : 'default'}>
            <ImageGallery
              images={galleryImages}
              variant={demo.variant}
              columns={demo.columns}
              label={`${demo.label} gallery`}
            />
          </Section>
        ),
      }))}
    />
  );
}
