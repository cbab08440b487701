import { lazy } from 'react';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { DeskWorkspace } from '~/components/sections/desk/desk-workspace.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { deskPages } from '~/content/desk.ts';
import { deskMeta } from './desk-meta.ts';

export const meta = deskMeta;

/** The page's work: its code loads once the desk knows who is signed in (see DeskWorkspace). */
const DeskInbox = lazy(() =>
  import('~/components/sections/desk/desk-inbox.tsx').then((m) => ({ default: m.DeskInbox })),
);

export default function DeskPage() {
  const page = deskPages.desk;
  return (
    <PageLayout>
      <PageTitle eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <DeskWorkspace>{(staff) => <DeskInbox staff={staff} />}</DeskWorkspace>
    </PageLayout>
  );
}
