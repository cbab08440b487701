import type { LegalSection } from './legal-types.ts';

/** The document's sections as in-page links; sticks below the header from 992 px up. */
export function LegalToc({
  sections,
}: {
  sections: readonly Pick<LegalSection, 'id' | 'title'>[];
}) {
  return (
    <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-28 lg:self-start">
      <h2
        id="legal-toc-title"
        className="text-muted mb-4 text-sm font-semibold tracking-[0.2em] uppercase"
      >
        On this page
      </h2>
      <ol className="border-line grid gap-1 border-s-2">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-muted hover:border-brand hover:text-ink -ms-0.5 block border-s-2 border-transparent py-1.5 ps-4 text-sm font-medium"
            >
              <span className="tabular-nums">{index + 1}.</span> {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
