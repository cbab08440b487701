import { deskApi, type Staff } from './desk-api.ts';
import { InquiryLines } from './desk-inquiry-lines.tsx';
import { SentQuotes } from './desk-inquiry-quotes.tsx';
import {
  DeskPanel,
  Facts,
  ItemHandling,
  StatusBadge,
  ItemHeader,
  useDeskItem,
  useTeam,
} from './desk-item-parts.tsx';
import { deskWhen } from './inbox-query.ts';
import { QuoteEditor } from './quote-editor.tsx';

/** An inquiry's page: the customer, the lines against the live catalogue, quotes, status, notes. */
export function DeskInquiry({ staff }: { staff: Staff }) {
  const team = useTeam();
  const { detail, setDetail, reload: load, gate } = useDeskItem('inquiry', deskApi.inquiry);
  if (!detail) return gate;

  const { item, contact } = detail;
  const openQuote = detail.quotes.some((q) => q.status === 'sent');
  const place = [contact.city, contact.state, contact.country].filter(Boolean).join(', ');
  return (
    <>
      <ItemHeader title="Inquiry" id={item.id}>
        <StatusBadge status={item.status} />
        <p className="text-muted text-sm">Received {deskWhen(item.createdAt)}</p>
      </ItemHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <DeskPanel title="Customer and aircraft" headingId={`${item.id}-customer`}>
            <Facts
              facts={[
                ['Name', item.name],
                [
                  'E-mail',
                  <a
                    key="mail"
                    href={`mailto:${item.email}`}
                    className="text-brand break-all underline-offset-4 hover:underline"
                  >
                    {item.email}
                  </a>,
                ],
                ['Company', item.company],
                ['Phone', contact.phone],
                ['Location', place],
                ['Aircraft', contact.aircraft],
                ['Serial number', contact.serial],
              ]}
            />
            {contact.message && (
              <>
                <h3 className="mt-6 mb-2 font-semibold">Message</h3>
                <p className="bg-surface-alt rounded-md p-4 break-words whitespace-pre-line">
                  {contact.message}
                </p>
              </>
            )}
          </DeskPanel>
          <InquiryLines lines={detail.lines} inquiryId={item.id} />
          <SentQuotes inquiryId={item.id} quotes={detail.quotes} onChange={load} />
          <QuoteEditor
            inquiryId={item.id}
            customer={item.email}
            lines={detail.lines}
            hasOpenQuote={openQuote}
            onSent={load}
          />
        </div>
        <ItemHandling
          item={item}
          self={staff}
          team={team}
          notes={detail.notes}
          onChange={(changed) => setDetail((shown) => shown && { ...shown, item: changed })}
          onNoteAdded={load}
        />
      </div>
    </>
  );
}
