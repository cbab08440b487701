import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AnimationGallery } from '~/components/sections/animation-gallery/animation-gallery.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { animationDemos } from '~/content/icons/animations.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function AnimationPage() {
  return (
    <PageLayout>
      <PageTitle
        title="Animation"
        eyebrow="Icons & animation"
        lead="Entrance and hover effects written in plain CSS. Each card plays its effect again on request; nothing moves for visitors who ask for reduced motion."
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Animation', href: '/animation' },
        ]}
      />
      <AnimationGallery id="animations" demos={animationDemos} />
    </PageLayout>
  );
}
