import { StyledBlockquote } from '../../components/sections/blockquote/styled-blockquote.tsx';
import { blockquoteDemos } from '../../content/elements/blockquote.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function BlockquotePage() {
  return (
    <ElementPage>
      {blockquoteDemos.map((demo, i) => (
        <Demo
          key={demo.variant}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <StyledBlockquote variant={demo.variant} data={demo.data} />
        </Demo>
      ))}
    </ElementPage>
  );
}
