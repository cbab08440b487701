import type { ImgHTMLAttributes } from 'react';

/** Sample artwork: an image with its intrinsic size always set, so nothing shifts while it loads. */
export interface ArtImageData {
  src: string;
  alt: string;
  width: number;
  height: number;
}

type ArtImageProps = ArtImageData &
  Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
    priority?: boolean;
  };

export function ArtImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
  ...rest
}: ArtImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      {...rest}
    />
  );
}
