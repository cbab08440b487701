import { Carousel } from '~/components/sections/carousel/carousel.tsx';
import type { CarouselPerView } from '~/components/sections/carousel/carousel-config.ts';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { ClientLogo, type Client, type ClientVariant } from './client-logo.tsx';

export type ClientsLayout = 'grid' | 'carousel';
export type ClientsColumns = 3 | 4 | 5 | 6;

export interface ClientsProps extends SectionProps {
  clients: readonly Client[];
  variant?: ClientVariant;
  layout?: ClientsLayout;
  columns?: ClientsColumns;
  heading?: { eyebrow?: string; title: string; lead?: string };
}

const grids: Record<ClientsColumns, string> = {
  3: 'grid grid-cols-2 gap-6 md:grid-cols-3',
  4: 'grid grid-cols-2 gap-6 md:grid-cols-4',
  5: 'grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5',
  6: 'grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6',
};
// The bordered style draws cell borders instead of gaps.
// (the list hangs 1 px past a clipping box, so only the inner lines show).
const borderedGrid = '-mr-px -mb-px gap-0! [&>li]:border-line [&>li]:border-r [&>li]:border-b';
const perViews: Record<ClientsColumns, CarouselPerView> = {
  3: { base: 2, md: 3 },
  4: { base: 2, md: 3, lg: 4 },
  5: { base: 2, sm: 3, md: 4, lg: 5 },
  6: { base: 2, sm: 3, md: 4, lg: 6 },
};

/** Client logos in a grid or a carousel, in one of eight styles. */
export function Clients({
  clients,
  variant = 'plain',
  layout = 'grid',
  columns = 4,
  heading,
  label,
  ...section
}: ClientsProps) {
  const tone = section.tone === 'dark' || section.tone === 'brand' ? 'inverse' : 'default';
  return (
    <Section {...section} label={layout === 'grid' ? label : undefined}>
      {heading && <SectionHeading {...heading} tone={tone} />}
      {layout === 'carousel' ? (
        <Carousel
          items={clients}
          getKey={(client) => client.id}
          label={label ?? heading?.title ?? 'Client logos'}
          perView={perViews[columns]}
          tone={tone}
          renderSlide={(client) => <ClientLogo client={client} variant={variant} />}
        />
      ) : (
        <div className={variant === 'bordered' ? 'overflow-hidden' : undefined}>
          <ul className={cn(grids[columns], variant === 'bordered' && borderedGrid)}>
            {clients.map((client) => (
              <li key={client.id}>
                <ClientLogo client={client} variant={variant} className="h-full" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

export type { Client, ClientVariant } from './client-logo.tsx';
