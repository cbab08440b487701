import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container.tsx';
import { SectionRoot } from '~/components/ui/section.tsx';

export interface ContactSplitData {
  eyebrow: string;
  title: string;
  lead: string;
  /** Direct lines shown in large type under the lead (`mailto:` and `tel:` links). */
  lines: readonly { label: string; href: string }[];
}

/**
 * A split screen: the page's h1 in big type on a dark half, and whatever it frames (a form) on the other.
 * On a page that already has its h1 (a home demo's closing band), `as="h2"`.
 */
export function ContactSplit({
  data,
  id = 'contact',
  as: Heading = 'h1',
  children,
}: {
  data: ContactSplitData;
  id?: string;
  as?: 'h1' | 'h2';
  children: ReactNode;
}) {
  return (
    <SectionRoot id={id} className="bg-surface grid lg:grid-cols-2">
      <div className="bg-inverse flex items-center py-20 text-white lg:min-h-[44rem] lg:py-28">
        <Container className="lg:me-0 lg:max-w-[40rem] lg:pe-16">
          <p className="mb-6 text-sm font-semibold tracking-[0.25em] text-white/80 uppercase">
            {data.eyebrow}
          </p>
          <Heading className="font-display text-5xl leading-[1.02] font-extrabold tracking-tight sm:text-6xl xl:text-7xl">
            {data.title}
          </Heading>
          <p className="mt-8 max-w-md text-lg text-white/85">{data.lead}</p>
          <ul className="mt-12 grid gap-3">
            {data.lines.map((line) => (
              <li key={line.href}>
                <a
                  href={line.href}
                  className="font-display text-2xl font-bold break-all underline decoration-white/40 underline-offset-8 hover:decoration-white sm:text-3xl"
                >
                  {line.label}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </div>
      <div className="text-ink flex items-center py-16 lg:py-28">
        <Container className="lg:ms-0 lg:max-w-[40rem] lg:ps-16">{children}</Container>
      </div>
    </SectionRoot>
  );
}
