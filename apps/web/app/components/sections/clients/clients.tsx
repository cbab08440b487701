import type { CarouselPerView } from '~/components/sections/carousel/carousel-config.ts';
import {
  GridOrCarousel,
  type CardFamilyProps,
  type GridOrCarouselLayout,
} from '~/components/sections/carousel/grid-or-carousel.tsx';
import { cn } from '~/components/ui/cn.ts';
import { isInverseTone, Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { ClientLogo, type Client, type ClientVariant } from './client-logo.tsx';

export type ClientsLayout = GridOrCarouselLayout;
export type ClientsColumns = 3 | 4 | 5 | 6;

export interface ClientsProps extends CardFamilyProps<ClientVariant, ClientsColumns> {
  clients: readonly Client[];
}

const grids: Record<ClientsColumns, string> = {
  3: 'grid grid-cols-2 gap-6 md:grid-cols-3',
  4: 'grid grid-cols-2 gap-6 md:grid-cols-4',
  5: 'grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5',
  6: 'grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6',
};
// The bordered style draws cell borders instead of gaps.
// (the list hangs 1 px past a clipping box, so only the inner lines show).
const borderedGrid = '-me-px -mb-px gap-0! [&>li]:border-line [&>li]:border-e [&>li]:border-b';
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
  const tone = isInverseTone(section.tone) ? 'inverse' : 'default';
  const logos = (
    <GridOrCarousel
      items={clients}
      getKey={(client) => client.id}
      layout={layout}
      gridClassName={cn(grids[columns], variant === 'bordered' && borderedGrid)}
      label={label ?? heading?.title ?? 'Client logos'}
      perView={perViews[columns]}
      tone={tone}
      renderItem={(client, place) => (
        <ClientLogo
          client={client}
          variant={variant}
          className={place === 'cell' ? 'h-full' : undefined}
        />
      )}
    />
  );
  return (
    <Section {...section} label={layout === 'grid' ? label : undefined}>
      {heading && <SectionHeading {...heading} tone={tone} />}
      {layout === 'carousel' ? (
        logos
      ) : (
        <div className={variant === 'bordered' ? 'overflow-hidden' : undefined}>{logos}</div>
      )}
    </Section>
  );
}

export type { Client, ClientVariant } from './client-logo.tsx';
