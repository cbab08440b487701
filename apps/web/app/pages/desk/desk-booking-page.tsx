import { lazy } from 'react';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { DeskWorkspace } from '~/components/sections/desk/desk-workspace.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { deskPages } from '~/content/desk.ts';
import { deskMeta } from './desk-meta.ts';

export const meta = deskMeta;

/** The page's work: its code loads once the desk knows who is signed in (see DeskWorkspace). */
const DeskBooking = lazy(() =>
  import('~/components/sections/desk/desk-booking.tsx').then((m) => ({ default: m.DeskBooking })),
);

/** One booking of the inbox, by its reference: `/desk/booking?id=…` (the query is read after hydration). */
export default function DeskBookingPage() {
  const page = deskPages.booking;
  return (
    <PageLayout>
      <PageTitle eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <DeskWorkspace adminPanels={false}>{(staff) => <DeskBooking staff={staff} />}</DeskWorkspace>
    </PageLayout>
  );
}
