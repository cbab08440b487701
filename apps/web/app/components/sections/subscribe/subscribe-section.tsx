import { useId } from 'react';
import type { HeadingData } from '~/components/ui/section-heading.tsx';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { Section, type SectionProps, type SectionTone } from '~/components/ui/section.tsx';
import { SubscribeForm, type SubscribeFormVariant } from './subscribe-form.tsx';

export type SubscribeSectionVariant = 'centered' | 'split' | 'image' | 'dark' | 'boxed' | 'minimal';

interface Look {
  tone: SectionTone;
  inner: string;
  form: SubscribeFormVariant;
  formTone: 'default' | 'inverse';
  lead: string;
}

const looks: Record<SubscribeSectionVariant, Look> = {
  centered: {
    tone: 'alt',
    inner: 'mx-auto grid max-w-2xl justify-items-center gap-8 text-center',
    form: 'pill',
    formTone: 'default',
    lead: 'text-muted',
  },
  split: {
    tone: 'default',
    inner: 'grid items-center gap-8 lg:grid-cols-2 lg:gap-16',
    form: 'inline',
    formTone: 'default',
    lead: 'text-muted',
  },
  image: {
    tone: 'default',
    inner: 'grid items-center gap-12 lg:grid-cols-2',
    form: 'stacked',
    formTone: 'default',
    lead: 'text-muted',
  },
  dark: {
    tone: 'dark',
    inner: 'mx-auto grid max-w-3xl justify-items-center gap-8 text-center',
    form: 'underline',
    formTone: 'inverse',
    lead: 'text-white/80',
  },
  boxed: {
    tone: 'default',
    inner:
      'rounded-card bg-brand text-on-brand status-on-brand grid items-center gap-8 p-10 md:p-14 lg:grid-cols-2',
    form: 'pill',
    formTone: 'inverse',
    lead: 'opacity-90',
  },
  minimal: {
    tone: 'default',
    inner: 'border-line grid items-center gap-6 border-y py-10 md:grid-cols-[auto_1fr_1.2fr]',
    form: 'inline',
    formTone: 'default',
    lead: 'text-muted',
  },
};

interface SubscribeSectionProps extends Omit<SectionProps, 'tone'> {
  variant?: SubscribeSectionVariant;
  data: HeadingData & { buttonLabel?: string; image?: ArtImageData };
}

/** The newsletter block: a heading and the subscribe form (posts {email} to /api/send), in six looks. */
export function SubscribeSection({
  variant = 'centered',
  data,
  ...section
}: SubscribeSectionProps) {
  const look = looks[variant];
  const titleId = useId();
  return (
    <Section tone={look.tone} {...section}>
      <div data-variant={variant} className={look.inner}>
        {variant === 'image' && data.image && (
          <ArtImage {...data.image} className="rounded-card w-full" />
        )}
        {variant === 'minimal' && (
          <span className="bg-brand-soft text-brand grid size-16 place-items-center rounded-full">
            <Icon name="mail" size={30} strokeWidth={1.5} />
          </span>
        )}
        <div>
          {data.eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-[0.2em] uppercase">{data.eyebrow}</p>
          )}
          <h2
            id={titleId}
            className={cn('font-bold', variant === 'minimal' ? 'text-2xl' : 'text-3xl sm:text-4xl')}
          >
            {data.title}
          </h2>
          {data.lead && <p className={cn('mt-4 text-lg', look.lead)}>{data.lead}</p>}
          {variant === 'image' && (
            <SubscribeForm
              labelledBy={titleId}
              variant={look.form}
              tone={look.formTone}
              buttonLabel={data.buttonLabel}
              className="mt-8"
            />
          )}
        </div>
        {variant !== 'image' && (
          <SubscribeForm
            labelledBy={titleId}
            variant={look.form}
            tone={look.formTone}
            buttonLabel={data.buttonLabel}
            className="w-full max-w-xl"
          />
        )}
      </div>
    </Section>
  );
}
