import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { Carousel } from '~/components/sections/carousel/carousel.tsx';

/** A slide of the slider post. */
export interface PostSlide {
  id: string;
  caption: string;
  img: ArtImageData;
}

/** The slider post's pictures in the shared carousel: arrows, dots, arrow keys, swipe; no autoplay. */
export function PostSlider({ slides, label }: { slides: readonly PostSlide[]; label: string }) {
  return (
    <Carousel
      items={slides}
      getKey={(slide) => slide.id}
      label={label}
      controls="both"
      autoplay={false}
      renderSlide={(slide, i) => (
        <figure>
          <ArtImage
            {...slide.img}
            priority={i === 0}
            className="rounded-card aspect-video w-full object-cover"
          />
          <figcaption className="text-muted mt-3 text-center text-sm">{slide.caption}</figcaption>
        </figure>
      )}
    />
  );
}
