import type { ProjectImage } from './project-data.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Carousel } from '~/components/sections/carousel/carousel.tsx';

/** The project's pictures as one large slide at a time, with arrows and dots; it moves only when asked. */
export function ProjectSlider({
  images,
  label,
}: {
  images: readonly ProjectImage[];
  label: string;
}) {
  return (
    <Carousel
      items={images}
      getKey={(image) => image.id}
      label={label}
      controls="both"
      autoplay={false}
      gap={0}
      renderSlide={(image, index) => (
        <figure>
          <ArtImage
            {...image.img}
            priority={index === 0}
            className="rounded-card aspect-[16/9] h-auto w-full object-cover"
          />
          <figcaption className="text-muted mt-3 text-center text-sm">{image.caption}</figcaption>
        </figure>
      )}
    />
  );
}
