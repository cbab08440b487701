import { useEffect, useId, useRef, useState } from 'react';
import { useShell } from '~/shell/shell-context.tsx';
import { lineKey } from '~/shell/direction.ts';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { Modal } from '~/components/ui/modal.tsx';
import { lists, thumbs } from './gallery-looks.ts';
import { LightboxArrow } from './lightbox-arrow.tsx';

export interface GalleryImage {
  id: string;
  caption: string;
  thumb: ArtImageData;
  full: ArtImageData;
}

export type GalleryVariant = 'grid' | 'masonry' | 'overlay' | 'tiles';
export type GalleryColumns = 2 | 3 | 4;

export interface ImageGalleryProps {
  images: readonly GalleryImage[];
  variant?: GalleryVariant;
  columns?: GalleryColumns;
  /** Names the lightbox dialog's region for screen readers. */
  label?: string;
  className?: string;
}

/** A grid of thumbnails that open a lightbox: ← → (and swipe) move, Esc closes, focus returns to the thumbnail. */
export function ImageGallery({
  images,
  variant = 'grid',
  columns = 3,
  label = 'Image gallery',
  className,
}: ImageGalleryProps) {
  const modalId = `lightbox-${useId()}`;
  const { openModalId, openModal, closeModal } = useShell();
  const open = openModalId === modalId;
  const [index, setIndex] = useState(0);
  const thumbRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const stage = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const count = images.length;
  const current = images[index] ?? images[0];
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  // Focus goes back to the thumbnail of the image last shown (the dialog may have moved on from the one opened).
  useEffect(() => {
    if (wasOpen.current && !open) thumbRefs.current[index]?.focus();
    wasOpen.current = open;
  }, [open, index]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // Arrows follow the reading direction (the next image is to the left in a right-to-left page).
      const key = lineKey(event.key, document.documentElement);
      if (key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      else if (key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
      else if (event.key === 'Escape') closeModal();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    // Swipe: a horizontal drag of 40 px or more moves to the next or previous image.
    const el = stage.current;
    let startX: number | null = null;
    const down = (event: PointerEvent) => {
      startX = event.clientX;
    };
    const up = (event: PointerEvent) => {
      if (startX === null) return;
      const dx = event.clientX - startX;
      startX = null;
      if (Math.abs(dx) >= 40) setIndex((i) => (i + (dx < 0 ? 1 : -1) + count) % count);
    };
    el?.addEventListener('pointerdown', down);
    el?.addEventListener('pointerup', up);
    return () => {
      document.removeEventListener('keydown', onKey);
      el?.removeEventListener('pointerdown', down);
      el?.removeEventListener('pointerup', up);
    };
  }, [open, count, closeModal]);

  if (!current) return null;
  return (
    <div className={className}>
      <ul className={lists[variant][columns]}>
        {images.map((image, i) => (
          <li key={image.id} className="break-inside-avoid">
            <button
              ref={(el) => {
                thumbRefs.current[i] = el;
              }}
              type="button"
              aria-haspopup="dialog"
              aria-label={`${image.caption} — view larger`}
              onClick={() => {
                setIndex(i);
                openModal(modalId);
              }}
              className={cn(
                'group relative block w-full overflow-hidden',
                variant !== 'tiles' && 'rounded-card',
              )}
            >
              <ArtImage {...image.thumb} alt="" className={cn('w-full', thumbs[variant])} />
              {variant === 'overlay' && (
                <span className="bg-inverse/70 absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                  <Icon name="plus" size={32} />
                  <span className="font-semibold">{image.caption}</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Modal id={modalId} title={current.caption} size="xl">
        <figure aria-label={label}>
          <div ref={stage} className="relative touch-pan-y select-none">
            <ArtImage
              {...current.full}
              priority
              draggable={false}
              className="rounded-card mx-auto max-h-[70vh] w-auto object-contain"
            />
            <LightboxArrow direction="prev" onClick={() => step(-1)} />
            <LightboxArrow direction="next" onClick={() => step(1)} />
          </div>
          <figcaption className="text-muted mt-4 text-center text-sm" aria-live="polite">
            Image {index + 1} of {count}
          </figcaption>
        </figure>
      </Modal>
    </div>
  );
}
