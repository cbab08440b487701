import { GoogleMap } from '~/components/sections/google-map/google-map.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { mapDemos } from '~/content/elements/google-map.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function GoogleMapPage() {
  return (
    <ElementPage
      demos={mapDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <GoogleMap place={demo.place} variant={demo.variant} />
          </Section>
        ),
      }))}
    />
  );
}
