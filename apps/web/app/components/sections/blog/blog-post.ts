import type { ArtImageData } from '~/components/ui/art-image.tsx';

export type BlogType =
  | 'grid'
  | 'classic'
  | 'simple'
  | 'masonry'
  | 'sideImage'
  | 'metro'
  | 'clean'
  | 'widget'
  | 'overlayImage'
  | 'modern'
  | 'standard'
  | 'lifestyle';

/** Blog post (spec §3). `img` carries its intrinsic size so masonry never shifts. */
export interface BlogPost {
  id: number;
  category: readonly string[];
  blogType: BlogType;
  tags: readonly string[];
  img: ArtImageData;
  title: string;
  content: string;
  /** Author id, 1–9. */
  author: number;
  likes: number;
  comments: number;
  date: string;
  double_col?: boolean;
  link?: string;
}
