import type { InboxItem } from '@contrail/contracts';
import {
  bookingManualStatuses,
  inboxStatusLabels,
  inquiryManualStatuses,
  type InboxStatus,
} from '@contrail/contracts/desk-terms';
import { useId, useState, useTransition } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { deskApi, type Staff } from './desk-api.ts';
import { DeskField, DeskStatus, deskInput } from './desk-form.tsx';
import { useDeskFailure } from './desk-item-parts-hooks.ts';

/** The choices of an assignee select: unassigned, then the team (the signed-in member named as such). */
export function AssigneeOptions({
  team,
  self,
  current,
}: {
  team: { id: number; name: string }[];
  self: Staff;
  current: InboxItem['assignedTo'];
}) {
  const members = current && !team.some((m) => m.id === current.id) ? [...team, current] : team;
  return (
    <>
      <option value="">Unassigned</option>
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.id === self.id ? `${member.name || 'You'} (you)` : member.name || `#${member.id}`}
        </option>
      ))}
    </>
  );
}

/** An item's status and assignee, each changed as soon as it is chosen; the change is announced. */
export function ItemControls({
  item,
  self,
  team,
  onChange,
}: {
  item: InboxItem;
  self: Staff;
  team: { id: number; name: string }[];
  onChange: (item: InboxItem) => void;
}) {
  const id = useId();
  const fail = useDeskFailure();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const manual: readonly InboxStatus[] =
    item.kind === 'inquiry' ? inquiryManualStatuses : bookingManualStatuses;
  const statuses = manual.includes(item.status) ? manual : [item.status, ...manual];

  const update = (body: Parameters<typeof deskApi.updateItem>[1], done: string) =>
    startTransition(async () => {
      try {
        onChange(await deskApi.updateItem(item.id, body));
        setStatus({ message: done, error: false });
      } catch (error) {
        setStatus({ message: fail(error), error: true });
      }
    });

  return (
    <div className="grid gap-4" aria-busy={pending}>
      <DeskField id={`${id}-status`} label="Status">
        <select
          id={`${id}-status`}
          className={deskInput}
          value={item.status}
          disabled={pending}
          onChange={(event) => {
            const next = event.target.value as InboxStatus;
            update({ status: next }, `Status: ${inboxStatusLabels[next]}.`);
          }}
        >
          {statuses.map((value) => (
            <option key={value} value={value} disabled={!manual.includes(value)}>
              {inboxStatusLabels[value]}
            </option>
          ))}
        </select>
      </DeskField>
      <DeskField id={`${id}-assignee`} label="Assigned to">
        <select
          id={`${id}-assignee`}
          className={deskInput}
          value={item.assignedTo?.id ?? ''}
          disabled={pending}
          onChange={(event) => {
            const value = event.target.value;
            const member = team.find((m) => String(m.id) === value);
            update(
              { assignedTo: value ? Number(value) : null },
              member ? `Assigned to ${member.name}.` : 'Unassigned.',
            );
          }}
        >
          <AssigneeOptions team={team} self={self} current={item.assignedTo} />
        </select>
      </DeskField>
      {item.assignedTo?.id !== self.id && (
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() => update({ assignedTo: self.id }, 'Assigned to you.')}
        >
          Assign to me
        </Button>
      )}
      <DeskStatus message={status?.message} error={status?.error} />
    </div>
  );
}
