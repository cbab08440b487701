import { useState, type FocusEvent } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink, type ButtonVariant } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';

export type RotateBoxVariant = 'image' | 'icon' | 'dark' | 'brand';
export type RotateAxis = 'horizontal' | 'vertical';

export interface RotateBoxItem {
  title: string;
  subtitle?: string;
  text: string;
  icon?: IconName;
  image?: ArtImageData;
  link: { label: string; to: string };
}

// `ring` keeps the focus outline visible on the back face's colour.
const faces: Record<
  RotateBoxVariant,
  { front: string; back: string; button: ButtonVariant; ring: string }
> = {
  image: {
    front: 'bg-inverse text-white',
    back: 'bg-brand text-on-brand',
    button: 'light',
    ring: 'focus-visible:outline-on-brand',
  },
  icon: {
    front: 'bg-surface text-ink border-line border',
    back: 'bg-inverse text-white',
    button: 'light',
    ring: 'focus-visible:outline-white',
  },
  dark: {
    front: 'bg-inverse text-white',
    back: 'bg-surface text-ink border-line border',
    button: 'solid',
    ring: '',
  },
  brand: {
    front: 'bg-brand text-on-brand',
    back: 'bg-surface-alt text-ink',
    button: 'dark',
    ring: '',
  },
};
const turned: Record<RotateAxis, string> = {
  horizontal: '[transform:rotateY(180deg)]',
  vertical: '[transform:rotateX(180deg)]',
};

interface RotateBoxProps {
  item: RotateBoxItem;
  variant?: RotateBoxVariant;
  axis?: RotateAxis;
  /** Level of the box titles. */
  as?: 'h2' | 'h3';
}

/**
 * A card that turns over on hover and whenever focus is inside it (tabbing reaches the back link).
 * With motion off (reduced motion or below 768 px) both faces are shown one above the other.
 */
export function RotateBox({
  item,
  variant = 'image',
  axis = 'horizontal',
  as: Tag = 'h3',
}: RotateBoxProps) {
  const motion = useMotionAllowed();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const flipped = motion && (hovered || focused);
  const look = faces[variant];
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  const front = (
    <div
      className={cn(
        'rounded-card relative flex min-h-80 flex-col items-center justify-center overflow-hidden p-8 text-center',
        look.front,
        motion && 'absolute inset-0 [backface-visibility:hidden]',
      )}
    >
      {variant === 'image' && item.image && (
        <>
          <ArtImage {...item.image} className="absolute inset-0 size-full object-cover" />
          <span aria-hidden="true" className="bg-inverse/70 absolute inset-0" />
        </>
      )}
      <div className="relative">
        {item.icon && variant !== 'image' && (
          <Icon name={item.icon} size={44} className="mx-auto mb-5" />
        )}
        <Tag className="text-2xl font-bold">{item.title}</Tag>
        {item.subtitle && (
          <p className="mt-2 text-sm font-semibold tracking-widest uppercase opacity-90">
            {item.subtitle}
          </p>
        )}
      </div>
    </div>
  );
  const back = (
    <div
      className={cn(
        'rounded-card flex min-h-80 flex-col items-center justify-center gap-6 p-8 text-center',
        look.back,
        motion && cn('absolute inset-0 [backface-visibility:hidden]', turned[axis]),
      )}
    >
      <p className="leading-relaxed">{item.text}</p>
      <ButtonLink
        to={item.link.to}
        variant={look.button}
        size="sm"
        shape="pill"
        className={look.ring}
        aria-label={`${item.link.label}: ${item.title}`}
      >
        {item.link.label}
      </ButtonLink>
    </div>
  );

  if (!motion)
    return (
      <div data-rotate-box data-flipped="false" className="grid gap-2">
        {front}
        {back}
      </div>
    );
  return (
    <div
      data-rotate-box
      data-flipped={flipped}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="min-h-80 [perspective:1200px]"
    >
      <div
        data-motion
        className={cn(
          'relative min-h-80 transition-transform duration-700 [transform-style:preserve-3d]',
          flipped && turned[axis],
        )}
      >
        {front}
        {back}
      </div>
    </div>
  );
}
