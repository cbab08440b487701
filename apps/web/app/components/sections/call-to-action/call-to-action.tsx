import { useId } from 'react';
import type { HeadingData } from '~/components/ui/section-heading.tsx';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { SectionRoot, type SectionProps } from '~/components/ui/section.tsx';
import {
  SubscribeForm,
  type SubscribeFormVariant,
} from '~/components/sections/subscribe/subscribe-form.tsx';

export type CallToActionVariant = 'subscribe' | 'banner' | 'split' | 'boxed' | 'dark-art';

/** What the visitor is asked to do: subscribe (the newsletter form) or follow a link. */
export type CallToActionAction =
  | { kind: 'subscribe'; buttonLabel: string; formVariant?: SubscribeFormVariant }
  | { kind: 'link'; label: string; href: string };

export interface CallToActionData extends HeadingData {
  action: CallToActionAction;
  image?: ArtImageData;
}

interface Look {
  root: string;
  inner: string;
  lead: string;
  tone: 'default' | 'inverse';
}

const looks: Record<CallToActionVariant, Look> = {
  subscribe: {
    root: 'bg-brand text-on-brand status-on-brand py-16 md:py-20',
    inner: 'grid items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-16',
    lead: 'opacity-90',
    tone: 'inverse',
  },
  banner: {
    root: 'bg-surface-alt text-ink py-16 md:py-20',
    inner: 'flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between',
    lead: 'text-muted',
    tone: 'default',
  },
  split: {
    root: 'bg-surface text-ink py-16 md:py-24',
    inner: 'grid items-center gap-12 lg:grid-cols-2',
    lead: 'text-muted',
    tone: 'default',
  },
  boxed: {
    root: 'bg-surface py-16 md:py-24',
    inner:
      'rounded-card from-brand-strong to-brand text-on-brand status-on-brand grid items-center gap-8 bg-gradient-to-br p-10 md:p-16 lg:grid-cols-[1.3fr_1fr]',
    lead: 'opacity-90',
    tone: 'inverse',
  },
  'dark-art': {
    root: 'bg-inverse status-on-dark relative isolate overflow-hidden py-20 text-center text-white md:py-28',
    inner: 'mx-auto grid max-w-3xl justify-items-center gap-8',
    lead: 'text-white/85',
    tone: 'inverse',
  },
};

interface CallToActionProps extends SectionProps {
  variant?: CallToActionVariant;
  data: CallToActionData;
}

/** A closing call to action: a newsletter form or a button, in five looks. */
export function CallToAction({
  variant = 'subscribe',
  data,
  id = 'cta',
  width,
  className,
  label,
}: CallToActionProps) {
  const look = looks[variant];
  const { action } = data;
  const titleId = useId();
  return (
    <SectionRoot id={id} data-variant={variant} label={label} className={cn(look.root, className)}>
      {variant === 'dark-art' && data.image && (
        <ArtImage
          {...data.image}
          className="absolute inset-0 -z-10 size-full object-cover opacity-30"
        />
      )}
      <Container width={width}>
        <div className={look.inner}>
          {variant === 'split' && data.image && (
            <ArtImage {...data.image} className="rounded-card w-full" />
          )}
          <div className="max-w-2xl">
            {data.eyebrow && (
              <p className="mb-3 text-sm font-semibold tracking-[0.2em] uppercase opacity-90">
                {data.eyebrow}
              </p>
            )}
            <h2 id={titleId} className="text-3xl font-bold sm:text-4xl">
              {data.title}
            </h2>
            {data.lead && <p className={cn('mt-4 text-lg', look.lead)}>{data.lead}</p>}
            {variant === 'split' && (
              <Action action={action} tone={look.tone} titleId={titleId} className="mt-8" />
            )}
          </div>
          {variant !== 'split' && (
            <Action
              action={action}
              tone={look.tone}
              titleId={titleId}
              className={cn(action.kind === 'subscribe' && 'w-full max-w-xl')}
            />
          )}
        </div>
      </Container>
    </SectionRoot>
  );
}

function Action({
  action,
  tone,
  titleId,
  className,
}: {
  action: CallToActionAction;
  tone: 'default' | 'inverse';
  titleId: string;
  className?: string;
}) {
  if (action.kind === 'subscribe')
    return (
      <SubscribeForm
        variant={action.formVariant ?? 'pill'}
        tone={tone}
        buttonLabel={action.buttonLabel}
        labelledBy={titleId}
        className={className}
      />
    );
  return (
    <div className={className}>
      <ButtonLink
        to={action.href}
        size="lg"
        shape="pill"
        variant={tone === 'inverse' ? 'light' : 'solid'}
      >
        {action.label}
      </ButtonLink>
    </div>
  );
}
