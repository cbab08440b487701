import type { AircraftLineContent } from '~/content/parts/aircraft-lines.ts';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';

/** Why buy genuine parts. */
export function GenuineParts({ content }: { content: AircraftLineContent }) {
  return (
    <Section tone="alt" spacing="md">
      <SectionHeading eyebrow="Genuine parts" title="Why fly on genuine parts" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.genuine.map((item) => (
          <li key={item.title} className="bg-surface rounded-card p-6 shadow-sm">
            <Icon name={item.icon} className="text-brand" size={32} />
            <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
            <p className="text-muted mt-2">{item.content}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The call to action into the catalogue (one section each: the page hydrates section by section). */
export function CatalogueCallToAction({
  content,
  catalogueHref,
}: {
  content: AircraftLineContent;
  catalogueHref: string;
}) {
  return (
    <Section tone="brand" spacing="md">
      <div className="flex flex-col items-center gap-6 text-center">
        <h2 className="text-3xl font-bold sm:text-4xl">{content.cta.title}</h2>
        <p className="max-w-2xl text-lg text-white/90">{content.cta.content}</p>
        <ButtonLink to={catalogueHref} variant="light" size="lg">
          {content.cta.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
