import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';

/**
 * A phone drawn in CSS around one app screen (a `screen` artwork, alt text describing what the screen
 * shows). The frame is decorative; the picture carries the meaning.
 */
export function PhoneFrame({
  screen,
  priority = false,
  className,
}: {
  screen: ArtImageData;
  /** The hero's first phone: loaded eagerly, embedded in the prerendered HTML. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <div
      data-phone=""
      className={cn(
        'relative mx-auto w-full max-w-[16rem] rounded-[2.6rem] bg-black p-2 shadow-[0_30px_80px_-20px_rgb(0_0_0/0.55)] ring-1 ring-white/15',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="absolute top-4 left-1/2 z-10 h-5 w-[30%] -translate-x-1/2 rounded-full bg-black"
      />
      <ArtImage
        {...screen}
        priority={priority}
        embed={priority}
        className="block h-auto w-full rounded-[2.15rem]"
      />
    </div>
  );
}
