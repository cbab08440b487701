import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { BoxGrid, BoxText, type BoxFamilyProps } from '~/components/ui/box-grid.tsx';

export type CustomIconVariant = 'badge' | 'ring' | 'blob' | 'numbered' | 'side' | 'image' | 'dark';

export interface CustomIconItem {
  icon: IconName;
  title: string;
  text: string;
  /** Artwork used instead of the icon in the `image` style. */
  image?: ArtImageData;
}

// Each style draws its own icon holder; `side` lays icon and text in a row.
const looks: Record<CustomIconVariant, { item: string; holder: string; text: string }> = {
  badge: {
    item: 'text-center',
    holder:
      'from-brand mx-auto size-20 rounded-2xl bg-linear-to-br to-brand-strong text-on-brand shadow-lg',
    text: 'text-muted',
  },
  ring: {
    item: 'text-center',
    holder:
      'border-brand/20 text-brand ring-brand-soft mx-auto size-20 rounded-full border-2 ring-8',
    text: 'text-muted',
  },
  blob: {
    item: '',
    holder: 'bg-brand-soft text-brand-strong size-20 rounded-[42%_58%_63%_37%/45%_38%_62%_55%]',
    text: 'text-muted',
  },
  numbered: {
    item: '',
    holder: 'bg-surface-alt text-ink relative size-20 rounded-full',
    text: 'text-muted',
  },
  side: {
    item: 'flex items-start gap-5',
    holder: 'bg-accent size-14 rounded-xl text-white',
    text: 'text-muted',
  },
  image: {
    item: 'text-center',
    holder: 'mx-auto size-24 overflow-hidden rounded-full shadow-md',
    text: 'text-muted',
  },
  dark: {
    item: 'bg-inverse rounded-card p-8 text-white',
    holder: 'size-16 rounded-full bg-white/10 text-amber-300',
    text: 'text-white/80',
  },
};

/** Features with a custom-drawn icon holder (gradient badge, ring, blob, number, artwork) and text. */
export function CustomIconFeatures({
  items,
  variant = 'badge',
  columns = 3,
  as: Tag = 'h3',
}: BoxFamilyProps<CustomIconItem, CustomIconVariant>) {
  const look = looks[variant];
  return (
    <BoxGrid items={items} variant={variant} columns={columns} className="gap-y-12">
      {(item, i) => (
        <article className={look.item}>
          <span
            aria-hidden="true"
            className={cn('mb-6 grid shrink-0 place-items-center', look.holder)}
          >
            {variant === 'image' && item.image ? (
              <ArtImage {...item.image} alt="" className="size-full object-cover" />
            ) : (
              <Icon name={item.icon} size={variant === 'side' ? 26 : 34} />
            )}
            {variant === 'numbered' && (
              <span className="bg-brand text-on-brand absolute -inset-e-1 -top-1 grid size-7 place-items-center rounded-full text-xs font-bold">
                {i + 1}
              </span>
            )}
          </span>
          <div>
            <BoxText as={Tag} title={item.title} text={item.text} className={look.text} />
          </div>
        </article>
      )}
    </BoxGrid>
  );
}
