import { useState } from 'react';
import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';

/** The product's pictures: one large, thumbnails below that switch it. */
export function ProductGallery({ images }: { images: readonly ArtImageData[] }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div data-product-gallery>
      {main && (
        <ArtImage
          {...main}
          priority
          className="rounded-card bg-surface-alt aspect-square w-full object-cover"
        />
      )}
      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3" aria-label="Product pictures">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                aria-pressed={index === current}
                aria-label={`Show picture ${index + 1}: ${image.alt}`}
                onClick={() => setCurrent(index)}
                className={cn(
                  'block w-full overflow-hidden rounded-md border-2',
                  index === current ? 'border-brand' : 'border-transparent',
                )}
              >
                <ArtImage
                  {...image}
                  alt=""
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
