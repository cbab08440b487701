import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { RotateBox } from '~/components/sections/rotate-box/rotate-box.tsx';
import { rotateBoxDemos } from '~/content/elements/rotate-box.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function RotateBoxPage() {
  return (
    <ElementPage
      demos={rotateBoxDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {demo.items.map((item, j) => (
                <RotateBox
                  key={item.title}
                  item={item}
                  axis={demo.axis}
                  variant={demo.variant === 'dark' && j === 1 ? 'brand' : demo.variant}
                />
              ))}
            </div>
          </Section>
        ),
      }))}
    />
  );
}
