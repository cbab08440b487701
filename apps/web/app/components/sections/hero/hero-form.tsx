import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { SectionRoot, type SectionProps } from '~/components/ui/section.tsx';
import type { HeroFormField, HeroFormFieldName } from './hero-form-rules.ts';
import { HeroInlineForm, type HeroFormSpec } from './hero-inline-form.tsx';

export type { HeroFormField, HeroFormFieldName };

export interface HeroFormData {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Short reassurances beside the form ("Answer within one working day"). */
  points?: readonly string[];
  image: ArtImageData;
  form: HeroFormSpec;
}

/** `card`: text beside a form card over the picture; `bar`: centred text over a one-row form, picture below. */
export type HeroFormLayout = 'card' | 'bar';

interface HeroFormProps extends Omit<SectionProps, 'tone' | 'spacing'> {
  data: HeroFormData;
  layout?: HeroFormLayout;
  headingLevel?: 'h1' | 'h2';
}

/**
 * A hero with an inline form (call back, free report): one to three fields checked in the browser without a
 * validation library (the messages show under the fields), posted to /api/send as a contact message. Success
 * shows the spec's message and clears the form; a failure says so and keeps what the visitor typed.
 */
export function HeroForm({
  data,
  layout = 'card',
  headingLevel: Heading = 'h1',
  id = 'hero',
  width,
  className,
  label,
}: HeroFormProps) {
  const bar = layout === 'bar';
  const form = <HeroInlineForm form={data.form} bar={bar} />;

  const text = (
    <div className={cn(bar ? 'mx-auto max-w-4xl text-center' : 'max-w-xl')}>
      {data.eyebrow && (
        <p className="text-brand mb-5 text-sm font-bold tracking-[0.22em] uppercase">
          {data.eyebrow}
        </p>
      )}
      <Heading className="font-display text-4xl leading-[1.06] font-bold text-balance sm:text-5xl lg:text-6xl">
        {data.title}
      </Heading>
      <p className={cn('text-muted mt-6 text-lg sm:text-xl', bar && 'mx-auto max-w-2xl')}>
        {data.lead}
      </p>
      {data.points && (
        <ul
          className={cn(
            'mt-8 grid gap-3 font-medium',
            bar && 'justify-center gap-x-8 sm:flex sm:flex-wrap',
          )}
        >
          {data.points.map((point) => (
            <li key={point} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="bg-brand text-on-brand grid size-6 shrink-0 place-items-center rounded-full text-xs"
              >
                ✓
              </span>
              {point}
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <SectionRoot
      id={id}
      data-variant={`form-${layout}`}
      label={label}
      className={cn('bg-surface-alt text-ink relative isolate overflow-hidden', className)}
    >
      <Container width={width}>
        {bar ? (
          <div className="pt-16 md:pt-24">
            {text}
            {form}
            <ArtImage
              {...data.image}
              priority
              embed
              className="rounded-t-card mx-auto mt-14 w-full max-w-5xl shadow-2xl"
            />
          </div>
        ) : (
          <div className="grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.1fr_1fr]">
            {text}
            <div className="relative lg:py-14 lg:ps-14">
              <ArtImage
                {...data.image}
                priority
                embed
                className="rounded-card absolute inset-y-0 inset-e-0 -z-10 hidden h-full w-4/5 object-cover lg:block"
              />
              {form}
            </div>
          </div>
        )}
      </Container>
    </SectionRoot>
  );
}
