import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { LayoutDemo } from '~/components/sections/layout-demo/layout-demo.tsx';
import { footerDemos } from '~/content/footer-demos.ts';
import { demoSections } from '~/content/layout-demo.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { findRoute } from '~/site-map/links.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';

export const meta = pageMeta;

/** Every /footers/* demo (one route, /footers/:demo): a short sample page above the footer configured for this path. */
export default function FooterDemoPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '').toLowerCase();
  const demo = footerDemos[path];
  const title = findRoute(path)?.title ?? 'Footer style';
  if (!demo) return <NotFoundPage />;
  const fixed = demo.fixedFooter.length
    ? `Fixed and revealed under the page at widths of ${demo.fixedFooter.join(', ')} px and below`
    : 'Scrolls in after the content at every width';
  return (
    <PageLayout footer={demo.footer} fixedFooter={demo.fixedFooter}>
      <LayoutDemo
        heroId="top"
        title={title}
        lead={demo.lead}
        notes={['Scroll to the end of the page to see the footer', fixed]}
        sections={demoSections.slice(0, 2)}
      />
    </PageLayout>
  );
}
