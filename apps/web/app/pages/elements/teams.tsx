import { ElementPage } from '~/components/layout/element-page.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { teamGridDemos } from '~/content/elements/people-grids.ts';
import { teamMembers } from '~/content/elements/team.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function TeamsPage() {
  return (
    <ElementPage
      demos={teamGridDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Team
            members={demo.variant === 'side' ? teamMembers.slice(0, 4) : teamMembers}
            variant={demo.variant}
            columns={demo.columns}
            tone={demo.tone}
            spacing="sm"
            label={`${demo.label} team`}
          />
        ),
      }))}
    />
  );
}
