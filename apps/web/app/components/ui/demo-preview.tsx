import {
  previewHeight,
  previewPath,
  previewSchemes,
  previewSlug,
  previewSrcSet,
  type PreviewScheme,
  type PreviewWidth,
} from '~/lib/previews.ts';
import { withBase } from '~/shell/site-base.ts';

/**
 * A home demo's thumbnail: its preview (lib/previews.ts), a real shot of its first screen, lazy and sized,
 * in the width the `sizes` ask for, and in the visitor's colour scheme (the light and the dark shot). Any
 * other thumbnail (an artwork path) shows as a plain lazy picture of the size its name gives.
 */
export function DemoPreview({
  src,
  alt,
  sizes,
  width,
  className,
}: {
  /** The site map's thumbnail: `/previews/<demo>-light-480.webp` or an artwork path. */
  src: string;
  alt: string;
  /** The `sizes` attribute: the width the picture shows at. */
  sizes: string;
  /** The fallback file's width (and the intrinsic size's): 160 for the menu, 480 for the gallery. */
  width: PreviewWidth;
  className?: string;
}) {
  const slug = previewSlug(src);
  if (!slug) {
    // An artwork thumbnail (`…-640x400.svg`): its size is in its name.
    const [, w = '640', h = '400'] = /-(\d+)x(\d+)\.\w+$/.exec(src) ?? [];
    return (
      <img
        src={withBase(src)}
        alt={alt}
        width={Number(w)}
        height={Number(h)}
        loading="lazy"
        decoding="async"
        className={className}
      />
    );
  }
  const picture = (scheme: PreviewScheme) => (
    <img
      key={scheme}
      src={withBase(previewPath(slug, scheme, width))}
      // Under a sub-path base (`/site/`) every candidate's path carries it too.
      srcSet={previewSrcSet(slug, scheme).replace(/(^|, )\//g, `$1${withBase('/')}`)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={previewHeight(width)}
      loading="lazy"
      decoding="async"
      className={className}
      data-preview={scheme}
    />
  );
  // One picture per scheme; app.css shows the one of the visitor's scheme (their choice, or their system's)
  // and hides the other, which, lazy and hidden, is never fetched.
  return <>{previewSchemes.map(picture)}</>;
}
