import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { IconLibrary } from '~/components/sections/icon-library/icon-library.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Section } from '~/components/ui/section.tsx';
import { iconLibraryPages } from '~/content/icons/icon-libraries.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { findRoute } from '~/site-map/links.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';

export const meta = pageMeta;

/** Every icon library page (/fontawesome, /feather, …): the set configured for this path. */
export default function IconLibraryPage() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const route = findRoute(path);
  const library = route ? iconLibraryPages[route.path] : undefined;
  if (!route || !library) return <NotFoundPage />;
  return (
    <PageLayout>
      <PageTitle
        title={route.title}
        eyebrow="Icons & animation"
        lead={library.lead}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: route.title, href: route.path },
        ]}
      />
      <Section spacing="none" className="pt-12" label="About this icon set">
        {library.substitute && (
          <p className="border-brand bg-brand-soft text-ink mb-4 rounded-md border-s-4 px-5 py-4">
            {library.substitute}
          </p>
        )}
        <p className="text-muted">
          Glyphs from the npm package {library.source}, served from this site. Search by name, then
          press an icon to copy its markup.
        </p>
      </Section>
      <IconLibrary id="icons" spacing="sm" setName={library.setName} load={library.load} />
    </PageLayout>
  );
}
