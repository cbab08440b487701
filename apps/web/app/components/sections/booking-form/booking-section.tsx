import { isInverseTone, Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { BookingForm, type BookingFormProps } from './booking-form.tsx';

export interface BookingSectionProps extends SectionProps {
  heading?: { eyebrow?: string; title: string; lead?: string };
  form: BookingFormProps;
}

/** The booking form in a section of its own, under an optional heading. */
export function BookingSection({
  heading,
  form,
  width = 'narrow',
  ...section
}: BookingSectionProps) {
  const inverse = isInverseTone(section.tone);
  return (
    <Section width={width} {...section}>
      {heading && (
        <SectionHeading
          {...heading}
          // On the brand colour: the theme's on-brand (dark on a light brand, as in dark schemes).
          tone={section.tone === 'brand' ? 'on-brand' : inverse ? 'inverse' : 'default'}
        />
      )}
      <BookingForm {...form} />
    </Section>
  );
}
