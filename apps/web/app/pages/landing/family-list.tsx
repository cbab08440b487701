import { Link } from 'react-router';
import { familiesHeading, sectionFamilies } from '~/content/landing.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { hrefOf, routeGroups, routesInGroup } from '~/site-map/links.ts';

const alwaysShown = new Set(['elements', 'headers', 'footers']);

/** The section families with their page counts from the registry; each links to its first page. */
export function FamilyList() {
  // Elements, headers and footers always; other families once they have a page.
  const families = sectionFamilies.filter(
    ({ group }) => alwaysShown.has(group) || routesInGroup(group).length > 0,
  );
  return (
    <Section id="families">
      <SectionHeading {...familiesHeading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {families.map(({ group, blurb }) => {
          const routes = routesInGroup(group);
          const first = routes[0];
          const body = (
            <>
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-display text-lg font-bold">{routeGroups[group]}</span>
                <span className="text-brand text-sm font-bold" data-count={routes.length}>
                  {routes.length} {routes.length === 1 ? 'page' : 'pages'}
                </span>
              </span>
              <span className="text-muted mt-2 block text-sm">{blurb}</span>
            </>
          );
          return (
            <li key={group} data-group={group} className="border-line rounded-card border">
              {first ? (
                <Link
                  to={hrefOf(first)}
                  className="hover:bg-surface-alt rounded-card block h-full p-6"
                >
                  {body}
                  <span className="text-brand mt-4 inline-flex items-center gap-1 text-sm font-semibold">
                    Open {first.title}
                    <Icon name="arrow-right" size={16} />
                  </span>
                </Link>
              ) : (
                <div className="p-6">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
