import { PageLayout } from '~/components/layout/page-layout.tsx';
import { LaunchHero } from '~/components/sections/launch/launch-hero.tsx';
import { comingSoon } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** A launch page beside artwork: countdown to the opening and the launch-news form. */
export default function ComingSoonPage() {
  return (
    <PageLayout header={false} footer={false}>
      <LaunchHero data={comingSoon} variant="split" />
    </PageLayout>
  );
}
