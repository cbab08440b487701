import type { AircraftLineContent } from '~/content/parts/aircraft-lines.ts';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { Link } from 'react-router';
import { catalogueSearch } from '~/features/parts/components/use-catalogue-url.ts';

/** The line's models with key facts; each opens its catalogue. */
export function LineModels({ content }: { content: AircraftLineContent }) {
  return (
    <Section id="models" spacing="md">
      <SectionHeading
        eyebrow="Models"
        title={`${content.name} models we support`}
        lead="Choose yours to open its assemblies and parts."
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {content.models.map((model) => (
          <li key={model.modelId}>
            <Link
              to={`/parts${catalogueSearch({ line: content.line, model: model.modelId })}`}
              className="border-line hover:border-brand rounded-card block h-full border p-6 transition-colors"
            >
              <h3 className="text-xl font-bold">{model.name}</h3>
              <p className="text-muted mt-2">{model.summary}</p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {model.facts.map((fact) => (
                  <div key={fact.label} className="contents">
                    <dt className="text-muted">{fact.label}</dt>
                    <dd className="font-medium">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <span className="text-brand mt-4 inline-block text-sm font-semibold">
                Browse parts →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
