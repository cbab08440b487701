import { PageLayout } from '~/components/layout/page-layout.tsx';
import { DeskSetup } from '~/components/sections/desk/desk-setup.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { deskPages, deskSetup } from '~/content/desk.ts';
import { deskMeta } from './desk-meta.ts';

export const meta = deskMeta;

export default function DeskSetupPage() {
  const page = deskPages.setup;
  return (
    <PageLayout>
      <PageTitle eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <DeskSetup content={deskSetup} />
    </PageLayout>
  );
}
