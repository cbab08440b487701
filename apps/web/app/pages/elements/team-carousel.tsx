import { ElementPage } from '~/components/layout/element-page.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { teamCarouselDemos } from '~/content/elements/carousels.ts';
import { teamMembers } from '~/content/elements/team.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function TeamCarouselPage() {
  return (
    <ElementPage
      demos={teamCarouselDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Team
            members={teamMembers}
            variant={demo.variant}
            columns={demo.columns}
            tone={demo.tone}
            layout="carousel"
            spacing="sm"
            label={`${demo.label} team carousel`}
          />
        ),
      }))}
    />
  );
}
