import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDescription } from '~/site-map/descriptions.ts';
import { findRoute } from '~/site-map/links.ts';
import { PageLayout } from './page-layout.tsx';
import { Container } from '~/components/ui/container.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';

/** One style of an element: a short label and the element rendered with that variant. */
export interface ElementDemo {
  label: string;
  node: ReactNode;
}

/**
 * An element demo page (issue 5): the page title with the h1 and breadcrumb, then each style under a
 * small heading. The title and lead come from the page's registry row.
 */
export function ElementPage({ demos, theme }: { demos: readonly ElementDemo[]; theme?: string }) {
  const { pathname } = useLocation();
  const route = findRoute(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  const title = route?.title ?? 'Element';
  const lead = useDescription(route?.path ?? '', pathname);
  return (
    <PageLayout theme={theme}>
      <PageTitle
        title={title}
        lead={route && lead}
        eyebrow="Elements"
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Elements', href: '/elements' },
          { label: title, href: pathname },
        ]}
      />
      {demos.map((demo, index) => (
        <div
          key={demo.label}
          data-demo={index + 1}
          className="border-line border-b last:border-b-0"
        >
          <Container className="py-6">
            <h2 className="text-muted text-sm font-bold tracking-[0.2em] uppercase">
              Style {String(index + 1).padStart(2, '0')} · {demo.label}
            </h2>
          </Container>
          {demo.node}
        </div>
      ))}
    </PageLayout>
  );
}
