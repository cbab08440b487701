import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { StyledBlockquote } from '~/components/sections/blockquote/styled-blockquote.tsx';
import { blockquoteDemos } from '~/content/elements/blockquote.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function BlockquotePage() {
  return (
    <ElementPage
      demos={blockquoteDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <StyledBlockquote variant={demo.variant} data={demo.data} />
          </Section>
        ),
      }))}
    />
  );
}
