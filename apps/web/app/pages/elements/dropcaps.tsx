import { Dropcap } from '~/components/sections/dropcaps/dropcap.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { dropcapDemos } from '~/content/elements/dropcaps.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function DropcapsPage() {
  return (
    <ElementPage
      demos={dropcapDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" width="narrow">
            <Dropcap variant={demo.variant} text={demo.text} className="text-lg" />
          </Section>
        ),
      }))}
    />
  );
}
