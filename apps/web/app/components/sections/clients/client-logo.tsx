import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';

export interface Client {
  id: number;
  name: string;
  logo: ArtImageData;
  /** One short line, shown by the `caption` style. */
  caption?: string;
}

export type ClientVariant =
  'plain' | 'bordered' | 'boxed' | 'shadow' | 'tinted' | 'circle' | 'inverse' | 'caption';

const frames: Record<ClientVariant, string> = {
  plain: 'flex min-h-28 items-center justify-center px-4',
  bordered: 'flex min-h-32 items-center justify-center px-6',
  boxed:
    'flex min-h-32 items-center justify-center rounded-card border border-line px-6 transition-colors hover:border-brand',
  shadow:
    'flex min-h-32 items-center justify-center rounded-card bg-surface px-6 shadow-md transition hover:-translate-y-1 hover:shadow-xl',
  tinted:
    'flex min-h-32 items-center justify-center rounded-card bg-surface-alt px-6 transition-colors hover:bg-brand-soft',
  circle:
    'mx-auto flex aspect-square w-40 max-w-full items-center justify-center rounded-full bg-surface-alt p-6 transition hover:ring-4 hover:ring-brand-soft',
  inverse:
    'flex min-h-28 items-center justify-center rounded-card border border-white/15 px-6 transition-colors hover:bg-white/10',
  caption: 'flex flex-col items-center gap-3 rounded-card border border-line p-6 text-center',
};
const logos: Record<ClientVariant, string> = {
  plain: 'h-auto w-40 opacity-60 grayscale transition hover:opacity-100 hover:grayscale-0',
  bordered: 'h-auto w-40 opacity-70 grayscale transition hover:opacity-100 hover:grayscale-0',
  boxed: 'h-auto w-40',
  shadow: 'h-auto w-40',
  tinted: 'h-auto w-40 mix-blend-multiply',
  circle: 'h-auto w-full',
  inverse: 'h-auto w-40 brightness-0 invert opacity-80 transition hover:opacity-100',
  caption: 'h-auto w-36',
};

/** One client logo in one of eight styles. */
export function ClientLogo({
  client,
  variant = 'plain',
  className,
}: {
  client: Client;
  variant?: ClientVariant;
  className?: string;
}) {
  return (
    <figure className={cn(frames[variant], className)}>
      <ArtImage {...client.logo} className={logos[variant]} />
      {variant === 'caption' && (
        <figcaption>
          <span className="block font-bold">{client.name}</span>
          {client.caption && (
            <span className="text-muted mt-1 block text-sm">{client.caption}</span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
