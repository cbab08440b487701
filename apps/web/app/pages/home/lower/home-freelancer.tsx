import { Clients } from '~/components/sections/clients/clients.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as lena from '~/content/home/freelancer.ts';
import { portfolioCategoryTitles } from '~/content/portfolio.ts';

/** The freelancer home page below its first screen: a chunk of its own (see home-freelancer.tsx). */
export default function HomeFreelancerLower() {
  return (
    <>
      <Portfolio
        id="work"
        tone="alt"
        style="switch-image"
        layout="three-column"
        categoryTitles={portfolioCategoryTitles}
        heading={lena.workHeading}
        projects={lena.work}
      />
      <Clients
        id="clients"
        variant="tinted"
        columns={5}
        spacing="md"
        heading={lena.clientsHeading}
        clients={lena.clients}
      />
      <Section id="contact" tone="alt">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
          <div>
            <SectionHeading {...lena.contactHeading} align="left" />
            <ul className="grid gap-3">
              {lena.availability.map((line) => (
                <li key={line} className="flex items-center gap-3">
                  <Icon name="check" size={18} className="text-brand" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <ContactForm variant="grid" buttonLabel="Send to Lena" label="Write to Lena" />
        </div>
      </Section>
    </>
  );
}
