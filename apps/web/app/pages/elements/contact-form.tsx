import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { contactFormDemos } from '~/content/elements/contact-forms.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function ContactFormPage() {
  return (
    <ElementPage
      demos={contactFormDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" tone={demo.tone} width={demo.narrow ? 'narrow' : 'default'}>
            <ContactForm
              variant={demo.variant}
              buttonLabel={demo.buttonLabel}
              label={`${demo.label} contact form`}
            />
          </Section>
        ),
      }))}
    />
  );
}
