import { PageLayout } from '~/components/layout/page-layout.tsx';
import { LaunchHero } from '~/components/sections/launch/launch-hero.tsx';
import { comingSoonV2 } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** A full-screen launch page over dark artwork: countdown and a pill sign-up form, centred. */
export default function ComingSoonV2Page() {
  return (
    <PageLayout header={false} footer={false}>
      <LaunchHero data={comingSoonV2} variant="overlay" />
    </PageLayout>
  );
}
