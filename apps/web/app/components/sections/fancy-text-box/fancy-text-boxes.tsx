import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { BoxGrid, BoxText, type BoxFamilyProps } from '~/components/ui/box-grid.tsx';

export type FancyTextBoxVariant =
  'big-number' | 'image-reveal' | 'border-grow' | 'lift-dark' | 'gradient-border' | 'corner-icon';

export interface FancyTextBoxItem {
  title: string;
  text: string;
  icon: IconName;
  /** Label drawn large behind the box in `big-number` (decorative). */
  mark?: string;
  image?: ArtImageData;
}

// Hover effects also run on focus-within; the text keeps AA contrast in both states.
const looks: Record<FancyTextBoxVariant, { box: string; icon: string; text: string }> = {
  'big-number': {
    box: 'bg-surface border-line rounded-card relative isolate overflow-hidden border p-8 before:absolute before:-top-4 before:inset-e-2 before:-z-10 before:font-display before:text-8xl before:font-extrabold before:text-brand/10 before:content-[attr(data-mark)] hover:border-brand',
    icon: 'text-brand',
    text: 'text-muted',
  },
  'image-reveal': {
    box: 'bg-surface text-ink border-line rounded-card relative isolate overflow-hidden border p-8 hover:text-white focus-within:text-white',
    icon: 'text-brand group-hover:text-white group-focus-within:text-white',
    text: 'text-muted group-hover:text-white/90 group-focus-within:text-white/90',
  },
  'border-grow': {
    box: 'bg-surface rounded-card after:bg-brand relative overflow-hidden p-8 shadow-md after:absolute after:inset-x-0 after:bottom-0 after:h-1 after:origin-left after:scale-x-0 after:transition-transform after:duration-500 hover:after:scale-x-100 focus-within:after:scale-x-100',
    icon: 'text-accent',
    text: 'text-muted',
  },
  'lift-dark': {
    box: 'bg-surface text-ink border-line rounded-card border p-8 transition duration-300 hover:-translate-y-2 hover:bg-inverse hover:text-white hover:shadow-2xl focus-within:bg-inverse focus-within:text-white',
    icon: 'text-brand group-hover:text-white group-focus-within:text-white',
    text: 'text-muted group-hover:text-white/80 group-focus-within:text-white/80',
  },
  'gradient-border': {
    box: 'from-brand rounded-card bg-linear-to-br to-fuchsia-700 p-0.5 [&>div]:bg-surface [&>div]:rounded-[calc(var(--radius)-2px)] [&>div]:h-full [&>div]:p-8',
    icon: 'text-brand',
    text: 'text-muted',
  },
  'corner-icon': {
    box: 'bg-surface border-line rounded-card relative overflow-hidden border p-8 pt-24',
    icon: 'bg-brand text-on-brand absolute top-0 inset-s-0 grid size-20 place-items-center rounded-ee-[2.5rem] transition-all duration-500 group-hover:size-24',
    text: 'text-muted',
  },
};

/** Boxes with a hover (and focus) effect: big mark, image reveal, growing line, lift, gradient frame. */
export function FancyTextBoxes({
  items,
  variant = 'big-number',
  columns = 3,
  as: Tag = 'h3',
}: BoxFamilyProps<FancyTextBoxItem, FancyTextBoxVariant>) {
  const look = looks[variant];
  return (
    <BoxGrid items={items} variant={variant} columns={columns}>
      {(item) => (
        <article
          data-mark={item.mark}
          data-motion
          className={cn('group transition-colors duration-300', look.box)}
        >
          {variant === 'image-reveal' && item.image && (
            <span
              aria-hidden="true"
              className="absolute inset-0 -z-10 opacity-0 transition-opacity duration-500 group-focus-within:opacity-100 group-hover:opacity-100"
            >
              <ArtImage {...item.image} alt="" className="size-full object-cover" />
              <span className="bg-inverse/80 absolute inset-0" />
            </span>
          )}
          <div>
            <span className={cn('mb-5 inline-block', look.icon)}>
              <Icon name={item.icon} size={36} />
            </span>
            <BoxText
              as={Tag}
              title={item.title}
              text={item.text}
              className={cn('transition-colors', look.text)}
            />
          </div>
        </article>
      )}
    </BoxGrid>
  );
}
