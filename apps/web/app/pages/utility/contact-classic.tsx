import { PageLayout } from '~/components/layout/page-layout.tsx';
import { ContactDetails } from '~/components/sections/contact-page/contact-details.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { GoogleMap } from '~/components/sections/google-map/google-map.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { classicContact, contactChannels, crumbs, hangarPlace } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** The classic contact page: the four ways to reach us as cards, the form in a box, the map. */
export default function ContactClassicPage() {
  return (
    <PageLayout>
      <PageTitle
        eyebrow={classicContact.eyebrow}
        title={classicContact.title}
        lead={classicContact.lead}
        breadcrumbs={crumbs(classicContact.title, '/page/contact-classic')}
      />
      <Section id="contact-details">
        <SectionHeading {...classicContact.cardsHeading} />
        <ContactDetails items={contactChannels} variant="cards" />
      </Section>
      <Section id="contact" tone="alt" width="narrow">
        <SectionHeading {...classicContact.formHeading} />
        <ContactForm variant="boxed" label="Contact form" />
      </Section>
      <Section id="map">
        <SectionHeading {...classicContact.mapHeading} />
        <GoogleMap place={hangarPlace} variant="card" />
      </Section>
    </PageLayout>
  );
}
