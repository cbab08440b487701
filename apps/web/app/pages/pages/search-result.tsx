import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { SearchForm } from '~/components/sections/header/search-form.tsx';
import { Section } from '~/components/ui/section.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { searchSite, type SearchableRoute } from '~/lib/site-search.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { descriptionOf, loadDescriptions } from '~/site-map/descriptions.ts';
import { hrefOf, routeGroups, siteLinks } from '~/site-map/links.ts';

export const meta = pageMeta;

/** Search across every registered page (the header search submits here with ?q=). */
export default function SearchResultPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The pages to search: the lean site-map rows every page has, with the descriptions, which come as a
  // chunk of their own (the full site map, page modules and demo recipes included, would be this page's
  // first load).
  const [routes, setRoutes] = useState<readonly SearchableRoute[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadDescriptions().then(() => {
      if (live)
        setRoutes(
          siteLinks.map((link) => ({ ...link, description: descriptionOf(link.path, '') ?? '' })),
        );
    });
    return () => {
      live = false;
    };
  }, []);
  // The prerendered HTML has no query; results render after hydration so both renders match.
  const query = hydrated && routes ? (params.get('q') ?? '').trim() : '';
  const hits = routes ? searchSite(routes, query) : [];
  return (
    <PageLayout>
      <Section spacing="md" tone="alt" width="narrow">
        <h1 className="mb-6 text-4xl font-bold">
          {query ? `Search results for “${query}”` : 'Search the site'}
        </h1>
        <SearchForm key={query} defaultValue={query} />
      </Section>
      <Section spacing="md" width="narrow" label="Results">
        {query && (
          <p className="text-muted mb-6" aria-live="polite">
            {hits.length === 0
              ? 'No page matches your search. Try another word, such as “pricing” or “blog”.'
              : `${hits.length} ${hits.length === 1 ? 'page' : 'pages'} found`}
          </p>
        )}
        <ol className="space-y-6">
          {hits.map(({ route }) => (
            <li key={route.path}>
              <p className="text-brand text-xs font-semibold tracking-widest uppercase">
                {routeGroups[route.group]}
              </p>
              <h2 className="text-xl font-bold">
                <Link to={hrefOf(route)} className="hover:text-brand hover:underline">
                  {route.title}
                </Link>
              </h2>
              <p className="text-muted">{route.description}</p>
            </li>
          ))}
        </ol>
      </Section>
    </PageLayout>
  );
}
