import type { ImgHTMLAttributes } from 'react';
import { artworkDataUrl } from '~/lib/artwork-themed.ts';
import { withBase } from '~/shell/site-base.ts';

/** Sample artwork: an image with its intrinsic size always set, so nothing shifts while it loads. */
export interface ArtImageData {
  src: string;
  alt: string;
  width: number;
  height: number;
}

type ArtImageProps = ArtImageData &
  Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
    /** Above the fold: loaded eagerly, first. */
    priority?: boolean;
    /**
     * The picture travels inside the prerendered HTML (a data: URL of the same artwork), so the largest
     * image of a hero paints with the first paint and costs no request. Only the prerender embeds it:
     * hydration keeps the attribute as it is, and a page rendered in the browser (client navigation) loads
     * the file as usual, so the drawing code never ships in the browser bundle.
     */
    embed?: boolean;
  };

export function ArtImage({
  src,
  alt,
  width,
  height,
  priority = false,
  embed = false,
  className,
  ...rest
}: ArtImageProps) {
  const embedded = embed && import.meta.env.SSR ? artworkDataUrl(src) : undefined;
  return (
    <img
      src={embedded ?? withBase(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority || embed ? 'eager' : 'lazy'}
      decoding={priority || embed ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      data-src={embedded ? withBase(src) : undefined}
      {...rest}
    />
  );
}
