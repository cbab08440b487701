import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageLayout } from '../../components/layout/page-layout.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Section, type SectionTone } from '../../components/ui/section.tsx';
import { findRoute } from '../../site-map/index.ts';

/** Frame of a content-element demo page: page title from the site map, then the demos. */
export function ElementPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const route = findRoute(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  return (
    <PageLayout>
      <Section tone="alt" spacing="md">
        <p className="text-brand mb-3 text-sm font-semibold tracking-[0.2em] uppercase">Elements</p>
        <h1 className="text-4xl font-bold sm:text-5xl">{route?.title}</h1>
        {route && <p className="text-muted mt-4 max-w-2xl text-lg">{route.description}</p>}
      </Section>
      {children}
    </PageLayout>
  );
}

const leadTones: Record<SectionTone, string> = {
  default: 'text-muted',
  alt: 'text-muted',
  brand: 'text-white/85',
  dark: 'text-white/80',
};

/** One style of an element: an h2 naming it, an optional lead, then the element. */
export function Demo({
  title,
  lead,
  tone = 'default',
  children,
}: {
  title: string;
  lead?: string;
  tone?: SectionTone;
  children: ReactNode;
}) {
  return (
    <Section tone={tone} spacing="md">
      <div className="mb-10">
        <h2 className="text-xl font-bold sm:text-2xl">{title}</h2>
        {lead && <p className={cn('mt-2 max-w-2xl', leadTones[tone])}>{lead}</p>}
      </div>
      {children}
    </Section>
  );
}
