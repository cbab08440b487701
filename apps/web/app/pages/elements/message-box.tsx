import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { MessageBoxes } from '~/components/sections/message-box/message-boxes.tsx';
import { messageBoxDemos, sampleMessages } from '~/content/elements/message-box.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function MessageBoxPage() {
  return (
    <ElementPage
      demos={messageBoxDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <MessageBoxes variant={demo.variant} messages={sampleMessages} className="max-w-3xl" />
          </Section>
        ),
      }))}
    />
  );
}
