import type { ContactFormVariant } from '~/components/sections/contact-form/contact-form-looks.ts';
import type { SectionTone } from '~/components/ui/section.tsx';

/** The contact-form element page: five layouts. */
export const contactFormDemos: ReadonlyArray<{
  label: string;
  variant: ContactFormVariant;
  buttonLabel: string;
  tone?: SectionTone;
  narrow?: boolean;
}> = [
  { label: 'Stacked', variant: 'stacked', buttonLabel: 'Send message', narrow: true },
  { label: 'Three columns', variant: 'grid', buttonLabel: 'Send enquiry' },
  { label: 'Underlined fields', variant: 'underline', buttonLabel: 'Get in touch' },
  {
    label: 'Boxed card',
    variant: 'boxed',
    buttonLabel: 'Request a call back',
    tone: 'alt',
    narrow: true,
  },
  { label: 'Rounded fields', variant: 'pill', buttonLabel: 'Send message', narrow: true },
];
