import { PageLayout } from '~/components/layout/page-layout.tsx';
import { DeskSignIn } from '~/components/sections/desk/desk-sign-in.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { deskPages, deskSignIn } from '~/content/desk.ts';
import { deskMeta } from './desk-meta.ts';

export const meta = deskMeta;

export default function DeskSignInPage() {
  const page = deskPages.signIn;
  return (
    <PageLayout>
      <PageTitle eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <DeskSignIn content={deskSignIn} />
    </PageLayout>
  );
}
