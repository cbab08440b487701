import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { LegalToc } from './legal-toc.tsx';
import type { LegalDocumentData } from './legal-types.ts';
import { SectionRoot } from '~/components/ui/section.tsx';

export type { LegalBlock, LegalDocumentData, LegalSection } from './legal-types.ts';

/** A long legal text: numbered h2 sections beside a sticky table of contents that links to their ids. */
export function LegalDocument({
  data,
  id = 'policy',
  className,
}: {
  data: LegalDocumentData;
  id?: string;
  className?: string;
}) {
  return (
    <SectionRoot id={id} className={cn('bg-surface py-16 md:py-24', className)}>
      <Container>
        <div className="grid gap-12 lg:grid-cols-[17rem_1fr] lg:gap-20">
          <LegalToc sections={data.sections} />
          <div className="max-w-3xl">
            <p className="text-muted text-sm font-semibold">
              Last updated <time dateTime={data.updated.iso}>{data.updated.text}</time>
            </p>
            <p className="mt-4 text-lg leading-relaxed">{data.intro}</p>
            {data.sections.map((section, index) => (
              <div key={section.id} id={section.id} className="mt-14 scroll-mt-28">
                <h2 className="text-2xl font-bold">
                  <span className="text-brand me-3 tabular-nums">{index + 1}.</span>
                  {section.title}
                </h2>
                {section.blocks.map((block, blockIndex) =>
                  block.kind === 'text' ? (
                    <p key={blockIndex} className="text-muted mt-4 leading-relaxed">
                      {block.text}
                    </p>
                  ) : (
                    <ul key={blockIndex} className="text-muted mt-4 list-disc space-y-2 ps-6">
                      {block.items.map((item) => (
                        <li key={item.term ?? item.text} className="leading-relaxed">
                          {item.term && <strong className="text-ink">{item.term}: </strong>}
                          {item.text}
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            ))}
          </div>
        </div>
      </Container>
    </SectionRoot>
  );
}
