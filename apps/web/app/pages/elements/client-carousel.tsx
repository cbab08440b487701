import { Clients } from '~/components/sections/clients/clients.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { clientCarouselDemos } from '~/content/elements/carousels.ts';
import { clients } from '~/content/elements/clients.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function ClientCarouselPage() {
  return (
    <ElementPage
      demos={clientCarouselDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Clients
            clients={clients}
            variant={demo.variant}
            columns={demo.columns}
            tone={demo.tone}
            layout="carousel"
            spacing="sm"
            label={`${demo.label} client carousel`}
          />
        ),
      }))}
    />
  );
}
