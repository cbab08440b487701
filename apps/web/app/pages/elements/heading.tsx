import { StyledHeading } from '../../components/sections/heading/styled-heading.tsx';
import { headingDemos } from '../../content/elements/heading.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function HeadingPage() {
  return (
    <ElementPage>
      {headingDemos.map((demo, i) => (
        <Demo
          key={demo.variant}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <StyledHeading as="h3" variant={demo.variant} data={demo.data} />
        </Demo>
      ))}
    </ElementPage>
  );
}
