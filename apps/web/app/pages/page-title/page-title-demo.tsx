import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { TitleStyleLinks } from '~/components/sections/page-title/title-style-links.tsx';
import { demoSections } from '~/content/layout-demo.ts';
import { pageTitleDemos } from '~/content/page-title-demos.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import pageTitleDescriptions from 'virtual:site-descriptions/page-title';
import { findRoute, hrefOf, routesInGroup } from '~/site-map/links.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';

export const meta = pageMeta;

/** Two sections of the layout demo's sample copy: the page body each title is seen above. */
const body = demoSections.slice(0, 2).map((section) => ({
  id: section.id,
  heading: { eyebrow: section.eyebrow, title: section.title, lead: section.body },
  items: section.cards.map((card) => ({ icon: card.icon, title: card.title, content: card.text })),
}));

/** Every /page-title/* demo (one route, /page-title/:demo): one style of page title above a sample page. */
export default function PageTitleDemoPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '').toLowerCase();
  const demo = pageTitleDemos[path];
  const route = findRoute(path);
  if (!demo || !route) return <NotFoundPage />;
  const siblings = routesInGroup('page-title').map((row) => ({
    label: row.title,
    href: hrefOf(row),
    description: pageTitleDescriptions[row.path] ?? '',
  }));
  return (
    <PageLayout>
      <PageTitle
        title={route.title}
        eyebrow={demo.eyebrow}
        lead={demo.lead}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Page titles', href: '/page-title' },
          { label: route.title, href: path },
        ]}
        {...demo.look}
      />
      {body.map((section, index) => (
        <IconWithText
          key={section.id}
          id={section.id}
          variant={index === 0 ? 'cards' : 'band'}
          tone={index === 0 ? 'default' : 'alt'}
          heading={section.heading}
          items={section.items}
        />
      ))}
      <TitleStyleLinks
        heading="Other title styles"
        links={siblings}
        current={path}
        tone="default"
      />
    </PageLayout>
  );
}
