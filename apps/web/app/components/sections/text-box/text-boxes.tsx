import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { BoxGrid, BoxText, type BoxFamilyProps } from '~/components/ui/box-grid.tsx';

export type TextBoxVariant =
  'plain' | 'bordered' | 'shadow' | 'top-line' | 'brand' | 'dark' | 'numbered' | 'image';

export interface TextBoxItem {
  title: string;
  text: string;
  link?: { label: string; to: string };
  image?: ArtImageData;
}

const boxes: Record<TextBoxVariant, { box: string; text: string; link: 'link' | 'light' }> = {
  plain: { box: '', text: 'text-muted', link: 'link' },
  bordered: { box: 'border-line rounded-card border p-8', text: 'text-muted', link: 'link' },
  shadow: {
    box: 'bg-surface rounded-card p-8 shadow-lg transition-shadow hover:shadow-xl',
    text: 'text-muted',
    link: 'link',
  },
  'top-line': {
    box: 'bg-surface border-brand border-t-4 p-8 shadow-sm',
    text: 'text-muted',
    link: 'link',
  },
  brand: {
    box: 'bg-brand rounded-card p-8 text-on-brand',
    text: 'text-on-brand/90',
    link: 'light',
  },
  dark: { box: 'bg-inverse rounded-card p-8 text-white', text: 'text-white/80', link: 'light' },
  numbered: { box: 'border-line border-s-2 ps-6', text: 'text-muted', link: 'link' },
  image: {
    box: 'bg-surface rounded-card overflow-hidden shadow-md',
    text: 'text-muted',
    link: 'link',
  },
};

/** A grid of short text boxes (title, text, optional link and image) in eight styles. */
export function TextBoxes({
  items,
  variant = 'plain',
  columns = 3,
  as: Tag = 'h3',
}: BoxFamilyProps<TextBoxItem, TextBoxVariant>) {
  const look = boxes[variant];
  return (
    <BoxGrid items={items} variant={variant} columns={columns}>
      {(item, i) => (
        <article className={cn('flex flex-col', look.box)}>
          {variant === 'image' && item.image && (
            <ArtImage {...item.image} className="aspect-[3/2] w-full object-cover" />
          )}
          <div className={cn('flex flex-1 flex-col', variant === 'image' && 'p-6')}>
            {variant === 'numbered' && (
              <span
                aria-hidden="true"
                className="text-brand font-display mb-3 text-4xl font-extrabold"
              >
                {String(i + 1).padStart(2, '0')}
              </span>
            )}
            <BoxText as={Tag} title={item.title} text={item.text} className={look.text} />
            {item.link && (
              <ButtonLink
                to={item.link.to}
                variant={look.link}
                size="sm"
                shape="pill"
                className={cn(
                  'mt-6 self-start',
                  look.link === 'link' ? 'normal-case' : 'focus-visible:outline-white',
                )}
                aria-label={`${item.link.label}: ${item.title}`}
              >
                {item.link.label}
                <Icon name="arrow-right" size={16} />
              </ButtonLink>
            )}
          </div>
        </article>
      )}
    </BoxGrid>
  );
}
