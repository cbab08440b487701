import { BlogMasonry } from '~/components/sections/blog/blog-masonry.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { ParallaxBanner } from '~/components/sections/parallax/parallax-banner.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors } from '~/content/blog-posts.ts';
import * as studio from '~/content/home/design-agency.ts';
import { portfolioCategoryTitles } from '~/content/portfolio.ts';

/** The design agency home page below its first screen: a chunk of its own (see home-design-agency.tsx). */
export default function HomeDesignAgencyLower() {
  return (
    <>
      <Portfolio
        id="work"
        tone="alt"
        style="bordered"
        layout="masonry"
        categoryTitles={portfolioCategoryTitles}
        heading={studio.workHeading}
        projects={studio.work}
      />
      <ParallaxBanner id="open-studio" look="brand" data={studio.banner} />
      <Clients
        id="clients"
        variant="bordered"
        columns={6}
        spacing="md"
        heading={studio.clientsHeading}
        clients={studio.clients}
      />
      <BlogMasonry
        id="journal"
        tone="alt"
        variant="bordered"
        columns={3}
        heading={studio.journalHeading}
        posts={studio.journal}
        authors={blogAuthors}
      />
      <Section id="hire">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
          <div>
            <SectionHeading {...studio.hireHeading} align="left" />
            <dl className="border-line grid gap-4 border-t pt-8">
              {studio.hireFacts.map((fact) => (
                <div key={fact.label} className="flex items-baseline justify-between gap-4">
                  <dt className="text-muted">{fact.label}</dt>
                  <dd className="font-display text-2xl font-bold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ContactForm variant="underline" buttonLabel="Send the brief" label="Hire a designer" />
        </div>
      </Section>
    </>
  );
}
