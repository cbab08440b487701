import { Clients } from '~/components/sections/clients/clients.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { clients } from '~/content/elements/clients.ts';
import { clientGridDemos } from '~/content/elements/people-grids.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function ClientsPage() {
  return (
    <ElementPage
      demos={clientGridDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Clients
            clients={clients.slice(0, demo.columns * 2)}
            variant={demo.variant}
            columns={demo.columns}
            tone={demo.tone}
            spacing="sm"
            label={`${demo.label} client logos`}
          />
        ),
      }))}
    />
  );
}
