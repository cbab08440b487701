import { ElementPage } from '~/components/layout/element-page.tsx';
import { TextSlider } from '~/components/sections/text-slider/text-slider.tsx';
import { textSliderDemos, textSlides } from '~/content/elements/text-slider.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function TextSliderPage() {
  return (
    <ElementPage
      demos={textSliderDemos.map((demo) => ({
        label: demo.label,
        node: (
          <TextSlider
            slides={textSlides}
            variant={demo.variant}
            tone={demo.tone}
            spacing="sm"
            label={`${demo.label} text slider`}
          />
        ),
      }))}
    />
  );
}
