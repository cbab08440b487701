import { Countdown } from '~/components/sections/countdown/countdown.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { countdownDemos } from '~/content/elements/countdowns.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function CountdownPage() {
  return (
    <ElementPage
      demos={countdownDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" tone={demo.variant === 'boxes' ? 'alt' : 'default'}>
            <Countdown
              target={demo.target}
              variant={demo.variant}
              label={demo.timerLabel}
              finishedText={demo.finishedText}
            />
          </Section>
        ),
      }))}
    />
  );
}
