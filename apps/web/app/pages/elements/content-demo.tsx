import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageLayout } from '../../components/layout/page-layout.tsx';
import { PageTitle } from '../../components/sections/page-title/page-title.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Section, type SectionTone } from '../../components/ui/section.tsx';
import { findRoute } from '../../site-map/index.ts';

/** Frame of a content-element demo page: the shared page title (h1, lead, breadcrumb), then the demos. */
export function ElementPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const route = findRoute(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  const title = route?.title ?? 'Element';
  return (
    <PageLayout>
      <PageTitle
        title={title}
        lead={route?.description}
        eyebrow="Elements"
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Elements', href: '/elements' },
          { label: title, href: pathname },
        ]}
      />
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
      <div className="mb-8">
        <h2 className="text-sm font-bold tracking-[0.2em] uppercase">{title}</h2>
        {lead && <p className={cn('mt-2 max-w-2xl', leadTones[tone])}>{lead}</p>}
      </div>
      {children}
    </Section>
  );
}
