import type { GalleryColumns, GalleryVariant } from './image-gallery.tsx';

/** The list's classes per variant and column count, and the thumbnails' per variant. */
export const lists: Record<GalleryVariant, Record<GalleryColumns, string>> = {
  grid: {
    2: 'grid gap-6 sm:grid-cols-2',
    3: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
    4: 'grid gap-6 grid-cols-2 lg:grid-cols-4',
  },
  masonry: {
    2: 'columns-1 gap-6 sm:columns-2 [&>li]:mb-6',
    3: 'columns-1 gap-6 sm:columns-2 lg:columns-3 [&>li]:mb-6',
    4: 'columns-2 gap-6 lg:columns-4 [&>li]:mb-6',
  },
  overlay: {
    2: 'grid gap-4 sm:grid-cols-2',
    3: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
    4: 'grid gap-4 grid-cols-2 lg:grid-cols-4',
  },
  tiles: {
    2: 'grid grid-cols-2',
    3: 'grid grid-cols-2 md:grid-cols-3',
    4: 'grid grid-cols-2 md:grid-cols-4',
  },
};
export const thumbs: Record<GalleryVariant, string> = {
  grid: 'aspect-[4/3] rounded-card object-cover',
  masonry: 'h-auto rounded-card',
  overlay: 'aspect-square object-cover transition duration-500 group-hover:scale-110',
  tiles: 'aspect-square object-cover transition group-hover:opacity-80',
};
