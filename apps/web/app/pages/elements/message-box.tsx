import { MessageBoxes } from '../../components/sections/message-box/message-boxes.tsx';
import { messageBoxDemos, sampleMessages } from '../../content/elements/message-box.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function MessageBoxPage() {
  return (
    <ElementPage>
      {messageBoxDemos.map((demo, i) => (
        <Demo
          key={demo.variant}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          lead={i === 0 ? 'Every message can be dismissed with its close button.' : undefined}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <MessageBoxes variant={demo.variant} messages={sampleMessages} className="max-w-3xl" />
        </Demo>
      ))}
    </ElementPage>
  );
}
