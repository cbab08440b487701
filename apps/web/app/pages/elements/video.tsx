import { ElementPage } from '~/components/layout/element-page.tsx';
import { Video } from '~/components/sections/video/video.tsx';
import { Section } from '~/components/ui/section.tsx';
import { videoDemos } from '~/content/elements/video.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function VideoPage() {
  return (
    <ElementPage
      demos={videoDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" width="narrow">
            <Video
              source={demo.source}
              title={demo.title}
              poster={demo.poster}
              variant={demo.variant}
            />
          </Section>
        ),
      }))}
    />
  );
}
