import type { BookingDetail } from '@contrail/contracts';
import { bookingAnsweredCode } from '@contrail/contracts/desk-terms';
import { useId, useState, useTransition } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { ApiRequestError } from '~/lib/http.ts';
import { deskApi, type Staff } from './desk-api.ts';
import { DeskField, DeskStatus, deskInput, describedBy } from './desk-form.tsx';
import {
  DeskPanel,
  Facts,
  ItemHeader,
  ItemHandling,
  StatusBadge,
  useDeskFailure,
  useDeskItem,
  useTeam,
} from './desk-item-parts.tsx';
import { deskWhen } from './inbox-query.ts';

/** A booking's page: the guest, what they booked, confirm or decline (mailing the guest), notes. */
export function DeskBooking({ staff }: { staff: Staff }) {
  const team = useTeam();
  const { detail, setDetail, reload, gate } = useDeskItem('booking', deskApi.booking);
  if (!detail) return gate;

  const { item } = detail;
  return (
    <>
      <ItemHeader title="Booking" id={item.id}>
        <StatusBadge status={item.status} />
        <p className="text-muted text-sm">Received {deskWhen(item.createdAt)}</p>
      </ItemHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <DeskPanel title={item.summary || 'The booking'} headingId={`${item.id}-booking`}>
            <Facts
              facts={[
                ...Object.entries(detail.details),
                ['Guest', item.name],
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
                ['Phone', detail.phone],
              ]}
            />
            {detail.notes && (
              <>
                <h3 className="mt-6 mb-2 font-semibold">The guest&apos;s note</h3>
                <p className="bg-surface-alt rounded-md p-4 break-words whitespace-pre-line">
                  {detail.notes}
                </p>
              </>
            )}
          </DeskPanel>
          <BookingAnswer detail={detail} onAnswered={reload} />
        </div>
        <ItemHandling
          item={item}
          self={staff}
          team={team}
          notes={detail.deskNotes}
          onChange={(changed) => setDetail((shown) => shown && { ...shown, item: changed })}
          onNoteAdded={reload}
        />
      </div>
    </>
  );
}

/**
 * Confirm or decline, with an optional message: the API mails the guest either answer. A booking is
 * answered once: once answered, the panel says how and when, and offers no buttons (if another member
 * of staff answered first, the API's 409 says so and the page shows their answer).
 */
function BookingAnswer({ detail, onAnswered }: { detail: BookingDetail; onAnswered: () => void }) {
  const id = useId();
  const fail = useDeskFailure();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [pending, startTransition] = useTransition();
  const { item, answeredAt } = detail;

  const answer = (decision: 'confirm' | 'decline') =>
    startTransition(async () => {
      try {
        await deskApi.answerBooking(item.id, { decision, message });
        setError(undefined);
        setMessage('');
        setStatus({
          message: `${decision === 'confirm' ? 'Confirmed' : 'Declined'}: ${item.email} has been mailed.`,
          error: false,
        });
        onAnswered();
      } catch (caught) {
        const text = fail(caught);
        if (caught instanceof ApiRequestError && caught.fields?.message)
          setError(caught.fields.message);
        setStatus({ message: text, error: true });
        // Answered meanwhile by someone else: show their answer instead of the buttons.
        if (caught instanceof ApiRequestError && caught.code === bookingAnsweredCode) onAnswered();
      }
    });

  if (answeredAt) {
    const verdict =
      item.status === 'confirmed' || item.status === 'declined' ? ` ${item.status}` : ' answered';
    return (
      <DeskPanel title="Answer the guest" headingId={`${id}-heading`}>
        <p className="mb-4">
          This booking was{verdict} on {deskWhen(answeredAt)}, and {item.email} has been mailed the
          answer. A booking is answered once.
        </p>
        <DeskStatus message={status?.message} error={status?.error} />
      </DeskPanel>
    );
  }

  return (
    <DeskPanel title="Answer the guest" headingId={`${id}-heading`}>
      <p className="text-muted mb-4 text-sm">
        Confirming or declining mails {item.email} the answer, with your message if you write one. A
        booking is answered once.
      </p>
      <div className="grid gap-4">
        <DeskField id={`${id}-message`} label="Message to the guest (optional)" error={error}>
          <textarea
            id={`${id}-message`}
            className={cn(deskInput, 'min-h-24')}
            value={message}
            maxLength={2000}
            onChange={(event) => setMessage(event.target.value)}
            {...describedBy(`${id}-message`, error)}
          />
        </DeskField>
        <div className="flex flex-wrap gap-3">
          <Button disabled={pending} onClick={() => answer('confirm')}>
            Confirm the booking
          </Button>
          <Button variant="outline" disabled={pending} onClick={() => answer('decline')}>
            Decline the booking
          </Button>
        </div>
        <DeskStatus message={status?.message} error={status?.error} />
      </div>
    </DeskPanel>
  );
}
