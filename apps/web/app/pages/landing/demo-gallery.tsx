import { Link } from 'react-router';
import type { HeadingData } from '~/content/types.ts';
import { balancedColumns } from '~/components/ui/balanced-columns.ts';
import { cn } from '~/components/ui/cn.ts';
import { DemoPreview } from '~/components/ui/demo-preview.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import homeDescriptions from 'virtual:site-descriptions/home';
import { demosByCategory, hrefOf, type SiteLink } from '~/site-map/links.ts';

// Columns per category, balanced for its number of demos (balanced-columns.ts): 7 demos run 4 + 3.
const columnClasses: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** The width a card's preview shows at: a column of the category's grid (two for its lead card). */
function previewSizes(columns: number, lead: boolean): string {
  const span = lead ? 2 : 1;
  const wide = Math.round((100 * span) / Math.max(columns, 1));
  const middle = Math.round((100 * span) / Math.min(columns, 2));
  return `(min-width: 1024px) ${wide}vw, (min-width: 640px) ${middle}vw, 100vw`;
}

/**
 * Every registered home demo as a thumbnail card (a preview of its first screen, lib/previews.ts) linking to it, under its category. Where no column count
 * balances a category's rows (13 demos), its first demo leads across two columns, picture beside text.
 */
export function DemoGallery({
  routes,
  heading,
}: {
  routes: readonly SiteLink[];
  heading: HeadingData;
}) {
  return (
    <Section id="demos" tone="alt">
      <SectionHeading {...heading} />
      {demosByCategory(routes).map(({ category, routes: demos }) => {
        const { columns, spanFirst } = balancedColumns(demos.length, 3, { min: 2, max: 4 });
        return (
          <div key={category} data-category={category} className="mt-14 first-of-type:mt-0">
            <h3 className="border-line mb-8 flex items-baseline gap-3 border-b pb-3 text-2xl font-bold">
              {category}
              <span className="text-muted text-sm font-medium">
                {demos.length} {demos.length === 1 ? 'demo' : 'demos'}
              </span>
            </h3>
            <ul className={cn('grid gap-8', columnClasses[columns])}>
              {demos.map((route, index) => {
                const thumbnail = route.thumbnail ?? '/artwork/demo-1-640x400.svg';
                const lead = spanFirst && index === 0;
                return (
                  <li key={route.path} className={cn(lead && 'sm:col-span-2')}>
                    <Link
                      to={hrefOf(route)}
                      className={cn(
                        'group rounded-card bg-card block h-full overflow-hidden shadow-sm transition-shadow hover:shadow-xl',
                        lead && 'sm:grid sm:grid-cols-[3fr_2fr] sm:items-center',
                      )}
                    >
                      <span className={cn('block overflow-hidden', lead && 'sm:h-full')}>
                        <DemoPreview
                          src={thumbnail}
                          alt=""
                          width={480}
                          sizes={previewSizes(columns, lead)}
                          className={cn(
                            'w-full transition-transform duration-500 group-hover:scale-[1.03]',
                            lead && 'sm:h-full sm:object-cover',
                          )}
                        />
                      </span>
                      <span className={cn('block p-6', lead && 'sm:p-8')}>
                        <span className="font-display group-hover:text-brand block text-xl font-bold">
                          {route.title}
                        </span>
                        <span className="text-muted mt-2 block text-sm">
                          {homeDescriptions[route.path]}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </Section>
  );
}
