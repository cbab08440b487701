import { lazy } from 'react';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { DeskWorkspace } from '~/components/sections/desk/desk-workspace.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { deskCataloguePage } from '~/content/desk-catalogue.ts';
import { deskMeta } from './desk-meta.ts';

export const meta = deskMeta;

/** The page's work: its code loads once the desk knows who is signed in (see DeskWorkspace). */
const DeskCatalogue = lazy(() =>
  import('~/components/sections/desk/desk-catalogue.tsx').then((m) => ({
    default: m.DeskCatalogue,
  })),
);

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
