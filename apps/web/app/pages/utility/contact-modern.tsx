import { PageLayout } from '~/components/layout/page-layout.tsx';
import { ContactDetails } from '~/components/sections/contact-page/contact-details.tsx';
import { ContactSplit } from '~/components/sections/contact-page/contact-split.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { GoogleMap } from '~/components/sections/google-map/google-map.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { hangarPlace, modernContact } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** The modern contact page: big type beside the form, the offices in large type, a dark map card. */
export default function ContactModernPage() {
  return (
    <PageLayout>
      <ContactSplit data={modernContact.split}>
        <h2 className="mb-10 text-3xl font-bold">{modernContact.formTitle}</h2>
        <ContactForm variant="underline" label={modernContact.formTitle} />
      </ContactSplit>
      <Section id="offices">
        <SectionHeading {...modernContact.officesHeading} align="left" />
        <ContactDetails items={modernContact.offices} variant="offices" />
      </Section>
      <Section id="map" spacing="none" className="pb-20 md:pb-28" label="Map">
        <GoogleMap place={hangarPlace} variant="dark" />
      </Section>
    </PageLayout>
  );
}
