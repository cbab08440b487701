import { PageLayout } from '~/components/layout/page-layout.tsx';
import { DeskCatalogue } from '~/components/sections/desk/desk-catalogue.tsx';
import { DeskWorkspace } from '~/components/sections/desk/desk-workspace.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { deskCataloguePage } from '~/content/desk-catalogue.ts';
import { deskMeta } from './desk-meta.ts';

export const meta = deskMeta;

export default function DeskCataloguePage() {
  const page = deskCataloguePage;
  return (
    <PageLayout>
      <PageTitle eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <DeskWorkspace label="Catalogue upkeep" adminPanels={false}>
        {(staff) => <DeskCatalogue staff={staff} />}
      </DeskWorkspace>
    </PageLayout>
  );
}
