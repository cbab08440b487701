import type {
  GalleryColumns,
  GalleryImage,
  GalleryVariant,
} from '~/components/sections/image-gallery/image-gallery.tsx';

const art = (src: string, alt: string, width: number, height: number) => ({
  src,
  alt,
  width,
  height,
});

/** Eight photographs-to-be: a thumbnail and a large version each (same artwork, two sizes). */
export const galleryImages: readonly GalleryImage[] = [
  {
    id: 'coast',
    caption: 'Morning light on the coast',
    thumb: art('/artwork/landscape-61-600x450.svg', 'Hills and sea at sunrise', 600, 450),
    full: art('/artwork/landscape-61-1200x900.svg', 'Hills and sea at sunrise', 1200, 900),
  },
  {
    id: 'tower',
    caption: 'Glass towers downtown',
    thumb: art('/artwork/city-62-600x800.svg', 'Tall glass buildings', 600, 800),
    full: art('/artwork/city-62-900x1200.svg', 'Tall glass buildings', 900, 1200),
  },
  {
    id: 'studio',
    caption: 'A quiet studio corner',
    thumb: art('/artwork/interior-63-600x450.svg', 'Desk and plants by a window', 600, 450),
    full: art('/artwork/interior-63-1200x900.svg', 'Desk and plants by a window', 1200, 900),
  },
  {
    id: 'brunch',
    caption: 'Sunday brunch',
    thumb: art('/artwork/food-64-600x600.svg', 'Plates of food on a table', 600, 600),
    full: art('/artwork/food-64-1200x1200.svg', 'Plates of food on a table', 1200, 1200),
  },
  {
    id: 'hangar',
    caption: 'Ready for the first flight',
    thumb: art('/artwork/aircraft-65-600x450.svg', 'A small aircraft over fields', 600, 450),
    full: art('/artwork/aircraft-65-1200x900.svg', 'A small aircraft over fields', 1200, 900),
  },
  {
    id: 'shapes',
    caption: 'Colour study no. 4',
    thumb: art('/artwork/abstract-66-600x800.svg', 'Overlapping colourful shapes', 600, 800),
    full: art('/artwork/abstract-66-900x1200.svg', 'Overlapping colourful shapes', 900, 1200),
  },
  {
    id: 'desk',
    caption: 'Planning the next release',
    thumb: art('/artwork/workspace-67-600x450.svg', 'Laptop and notes on a desk', 600, 450),
    full: art('/artwork/workspace-67-1200x900.svg', 'Laptop and notes on a desk', 1200, 900),
  },
  {
    id: 'product',
    caption: 'Handmade ceramics',
    thumb: art('/artwork/product-68-600x600.svg', 'A ceramic vase on a plinth', 600, 600),
    full: art('/artwork/product-68-1200x1200.svg', 'A ceramic vase on a plinth', 1200, 1200),
  },
];

/** The image-gallery element page: four styles. */
export const galleryDemos: ReadonlyArray<{
  label: string;
  variant: GalleryVariant;
  columns: GalleryColumns;
}> = [
  { label: 'Grid', variant: 'grid', columns: 3 },
  { label: 'Masonry', variant: 'masonry', columns: 4 },
  { label: 'Hover overlay', variant: 'overlay', columns: 4 },
  { label: 'Edge-to-edge tiles', variant: 'tiles', columns: 4 },
];
