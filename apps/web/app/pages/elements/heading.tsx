import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { StyledHeading } from '~/components/sections/heading/styled-heading.tsx';
import { headingDemos } from '~/content/elements/heading.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function HeadingPage() {
  return (
    <ElementPage
      demos={headingDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <StyledHeading as="h3" variant={demo.variant} data={demo.data} />
          </Section>
        ),
      }))}
    />
  );
}
