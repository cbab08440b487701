import type { DeskQuote, InquiryLineDetail } from '@contrail/contracts';
import { quoteConditionLabels } from '@contrail/contracts/quote-link';
import { useId, useState, useTransition } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { availabilityText, formatMoney } from './desk-format.ts';
import { deskApi, type Staff } from './desk-api.ts';
import { DeskStatus } from './desk-form.tsx';
import {
  DeskPanel,
  Facts,
  ItemHandling,
  StatusBadge,
  ItemHeader,
  useDeskFailure,
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

function LivePrice({ line }: { line: InquiryLineDetail }) {
  if (!line.live) return <span className="text-danger">No longer in the catalogue</span>;
  const changed = line.live.priceCents !== line.priceCents;
  return (
    <span>
      {formatMoney(line.live.priceCents)}
      {changed && (
        <span className="text-muted block text-xs">was {formatMoney(line.priceCents)}</span>
      )}
    </span>
  );
}

function Supersession({ line }: { line: InquiryLineDetail }) {
  return line.live?.supersededBy ? (
    <span>
      Superseded by{' '}
      <span className="font-mono font-semibold whitespace-nowrap">{line.live.supersededBy}</span>
    </span>
  ) : (
    <span className="text-muted">—</span>
  );
}

/** What the customer asked for, beside what the catalogue says now. */
function InquiryLines({ lines, inquiryId }: { lines: InquiryLineDetail[]; inquiryId: string }) {
  const heading = `${inquiryId}-lines`;
  return (
    <DeskPanel title={`Parts asked for (${lines.length})`} headingId={heading}>
      <>
        <ul className="grid gap-3 md:hidden">
          {lines.map((line) => (
            <li key={line.lineNo} className="border-line rounded-md border p-3 text-sm">
              <p className="font-mono font-semibold whitespace-nowrap">{line.partNumber}</p>
              <p className="break-words">{line.description}</p>
              <p className="text-muted text-xs">
                {line.modelId} · {line.assemblyName}
              </p>
              <Facts
                className="mt-2"
                facts={[
                  ['Quantity', String(line.qty)],
                  ['Price now', <LivePrice key="p" line={line} />],
                  ['Availability', availabilityText(line.live?.availability ?? line.availability)],
                  ['Supersession', <Supersession key="s" line={line} />],
                ]}
              />
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">
              The inquiry&apos;s lines, with the live catalogue&apos;s price, availability and
              supersession
            </caption>
            <thead>
              <tr className="border-line border-b">
                {[
                  'Part number',
                  'Description',
                  'Qty',
                  'Price now',
                  'Availability',
                  'Supersession',
                ].map((head) => (
                  <th key={head} scope="col" className="px-3 py-2 text-start font-semibold">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-line divide-y">
              {lines.map((line) => (
                <tr key={line.lineNo} className="align-top">
                  <th
                    scope="row"
                    className="px-3 py-2 text-start font-mono font-semibold whitespace-nowrap"
                  >
                    {line.partNumber}
                  </th>
                  <td className="px-3 py-2">
                    {line.description}
                    <span className="text-muted block text-xs">
                      {line.modelId} · {line.assemblyName}
                    </span>
                  </td>
                  <td className="px-3 py-2">{line.qty}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <LivePrice line={line} />
                  </td>
                  <td className="px-3 py-2">
                    {availabilityText(line.live?.availability ?? line.availability)}
                  </td>
                  <td className="px-3 py-2">
                    <Supersession line={line} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    </DeskPanel>
  );
}

const quoteStatusText: Record<DeskQuote['status'], string> = {
  sent: 'Sent, open',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
  superseded: 'Replaced by a newer quote',
};

/** The quotes sent for the inquiry, newest first; an open one can be revoked (after a confirm step). */
function SentQuotes({
  inquiryId,
  quotes,
  onChange,
}: {
  inquiryId: string;
  quotes: DeskQuote[];
  onChange: () => void;
}) {
  const heading = useId();
  const fail = useDeskFailure();
  const [confirming, setConfirming] = useState<string | undefined>();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [pending, startTransition] = useTransition();
  if (quotes.length === 0) return null;

  const revoke = (quote: DeskQuote) =>
    startTransition(async () => {
      try {
        await deskApi.revokeQuote(inquiryId, quote.id);
        setConfirming(undefined);
        setStatus({
          message: `Quote ${quote.id} revoked: its link no longer works.`,
          error: false,
        });
        onChange();
      } catch (caught) {
        setStatus({ message: fail(caught), error: true });
      }
    });

  const sorted = [...quotes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <DeskPanel title={`Quotes sent (${quotes.length})`} headingId={heading}>
      <DeskStatus message={status?.message} error={status?.error} />
      <ol className="grid gap-4">
        {sorted.map((quote) => (
          <li key={quote.id} className="border-line rounded-md border p-4" data-testid="sent-quote">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">
                <span className="font-mono">{quote.id}</span> · {formatMoney(quote.totalCents)}
              </h3>
              <p className="text-sm font-semibold">{quoteStatusText[quote.status]}</p>
            </div>
            <p className="text-muted mb-3 text-sm">
              Sent {deskWhen(quote.createdAt)} · valid until {quote.validUntil}
              {quote.acceptedAt && ` · accepted ${deskWhen(quote.acceptedAt)}`}
            </p>
            <ul className="mb-3 grid gap-1 text-sm">
              {quote.lines.map((line) => (
                <li key={line.lineNo} className="break-words">
                  <span className="font-mono font-semibold whitespace-nowrap">
                    {line.partNumber}
                  </span>{' '}
                  × {line.qty} · {quoteConditionLabels[line.condition]} ·{' '}
                  {formatMoney(line.unitPriceCents)} each · {line.availability}
                  {line.leadTime && ` · ${line.leadTime}`}
                  {line.alternatePart && (
                    <>
                      {' '}
                      · alternate{' '}
                      <span className="font-mono whitespace-nowrap">{line.alternatePart}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {quote.questions.length > 0 && (
              <div className="bg-surface-alt mb-3 rounded-md p-3 text-sm">
                <p className="mb-1 font-semibold">The customer asked:</p>
                <ul className="grid gap-2">
                  {quote.questions.map((question) => (
                    <li key={question.createdAt} className="break-words whitespace-pre-line">
                      “{question.text}”{' '}
                      <span className="text-muted">({deskWhen(question.createdAt)})</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {quote.status === 'sent' &&
              (confirming === quote.id ? (
                <div
                  role="group"
                  aria-label={`Revoke ${quote.id}?`}
                  className="flex flex-wrap items-center gap-3"
                >
                  <p className="text-sm font-semibold">
                    Revoke {quote.id}? The customer can no longer accept it.
                  </p>
                  <Button size="sm" disabled={pending} onClick={() => revoke(quote)}>
                    Yes, revoke it
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending}
                    onClick={() => setConfirming(undefined)}
                  >
                    Keep it
                  </Button>
                </div>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setConfirming(quote.id)}>
                  Revoke<span className="sr-only"> {quote.id}</span>
                </Button>
              ))}
          </li>
        ))}
      </ol>
    </DeskPanel>
  );
}
