import { PageLayout } from '~/components/layout/page-layout.tsx';
import { ContactDetails } from '~/components/sections/contact-page/contact-details.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { GoogleMap } from '~/components/sections/google-map/google-map.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { crumbs, hangarPlace, simpleContact } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** A short contact page: the form beside the direct lines, then the map. */
export default function ContactSimplePage() {
  return (
    <PageLayout>
      <PageTitle
        title={simpleContact.title}
        lead={simpleContact.lead}
        breadcrumbs={crumbs(simpleContact.title, '/page/contact-simple')}
      />
      <Section id="contact" label="Contact">
        <div className="grid gap-14 lg:grid-cols-[1.4fr_1fr] lg:gap-20">
          <div>
            <SectionHeading {...simpleContact.formHeading} align="left" className="mb-8" />
            <ContactForm label="Contact form" />
          </div>
          <div>
            <h2 className="mb-8 text-2xl font-bold">{simpleContact.detailsHeading}</h2>
            <ContactDetails items={simpleContact.channels} variant="list" />
          </div>
        </div>
      </Section>
      <Section id="map" spacing="none" className="pb-20 md:pb-28" label="Map">
        <GoogleMap place={hangarPlace} variant="compact" />
      </Section>
    </PageLayout>
  );
}
