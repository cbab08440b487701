import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';

export type AboutImageVariant = 'badge' | 'overlay' | 'stacked';

export interface AboutData extends HeadingData {
  image: ArtImageData;
  /** A second, smaller picture for the stacked layout. */
  secondImage?: ArtImageData;
  badge: { value: string; label: string };
  points?: readonly string[];
  action?: { label: string; href: string };
}

interface AboutImageProps extends SectionProps {
  variant?: AboutImageVariant;
  data: AboutData;
  /** Picture on the right instead of the left. */
  reverse?: boolean;
}

const badges: Record<AboutImageVariant, string> = {
  badge:
    'bg-surface text-ink absolute -bottom-6 inset-s-6 rounded-card p-5 shadow-xl sm:inset-s-auto sm:-inset-e-6',
  overlay:
    'from-inverse/90 absolute inset-x-0 bottom-0 rounded-b-card bg-gradient-to-t to-transparent p-8 pt-20 text-white',
  stacked: 'bg-brand text-on-brand absolute top-6 -inset-s-3 rounded-card p-5 shadow-xl',
};

/** A picture with a badge or overlay beside a short story: the "about" block of a home page. */
export function AboutImage({
  variant = 'badge',
  data,
  reverse = false,
  ...section
}: AboutImageProps) {
  return (
    <Section {...section}>
      <div data-variant={variant} className="grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <figure
          className={cn(
            'relative',
            reverse && 'lg:order-2',
            variant === 'stacked' && 'pe-12 pb-16',
          )}
        >
          <ArtImage {...data.image} className="rounded-card w-full" />
          {variant === 'stacked' && data.secondImage && (
            <ArtImage
              {...data.secondImage}
              className="rounded-card border-surface absolute inset-e-0 bottom-0 w-1/2 border-8"
            />
          )}
          <figcaption className={badges[variant]}>
            <span className="font-display block text-4xl leading-none font-extrabold">
              {data.badge.value}
            </span>
            <span className="mt-1 block text-sm font-semibold">{data.badge.label}</span>
          </figcaption>
        </figure>
        <div>
          <SectionHeading
            eyebrow={data.eyebrow}
            title={data.title}
            lead={data.lead}
            align="left"
            className="mb-8"
          />
          {data.points && (
            <ul className="grid gap-3">
              {data.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Icon name="check" size={22} className="text-brand mt-0.5" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          )}
          {data.action && (
            <ButtonLink to={data.action.href} className="mt-9" shape="pill">
              {data.action.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </Section>
  );
}
