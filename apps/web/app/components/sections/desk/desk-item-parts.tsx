import type { DeskNote, InboxItem } from '@contrail/contracts';
import { inboxStatusLabels, type InboxStatus } from '@contrail/contracts/desk-terms';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import type { Staff } from './desk-api.ts';
import { ItemControls } from './desk-item-parts-controls.tsx';
import { ItemNotes } from './desk-item-parts-notes.tsx';
import { DeskPanel } from './desk-item-parts-panel.tsx';

export { AssigneeOptions } from './desk-item-parts-controls.tsx';
export { useDeskFailure, useTeam } from './desk-item-parts-hooks.ts';
export { useDeskItem } from './desk-item-parts-load.tsx';
export { DeskPanel, Facts } from './desk-item-parts-panel.tsx';

const statusTones: Record<InboxStatus, string> = {
  new: 'bg-brand-soft text-brand-strong border-transparent',
  in_progress: 'border-brand text-brand',
  quoted: 'border-ink text-ink',
  won: 'border-success text-success',
  confirmed: 'border-success text-success',
  lost: 'border-danger text-danger',
  declined: 'border-danger text-danger',
  closed: 'border-line text-muted',
};

/** An item's status as a small labelled pill. */
export function StatusBadge({ status }: { status: InboxStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusTones[status],
      )}
    >
      {inboxStatusLabels[status]}
    </span>
  );
}

/** Back to the inbox, and the reference's own heading. */
export function ItemHeader({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 mb-8">
      <Link
        to="/desk"
        className="text-brand text-sm font-semibold underline-offset-4 hover:underline"
      >
        ← Back to the inbox
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 className="text-3xl font-bold">
          {title} <span className="font-mono whitespace-nowrap">{id}</span>
        </h2>
        {children}
      </div>
    </div>
  );
}

/** The item's side column on every desk screen: its status and assignee, then the internal notes. */
export function ItemHandling({
  item,
  self,
  team,
  notes,
  onChange,
  onNoteAdded,
}: {
  item: InboxItem;
  self: Staff;
  team: { id: number; name: string }[];
  notes: DeskNote[];
  onChange: (item: InboxItem) => void;
  onNoteAdded: () => Promise<void> | void;
}) {
  return (
    <div className="grid content-start gap-6">
      <DeskPanel title="Handling" headingId={`${item.id}-handling`}>
        <ItemControls item={item} self={self} team={team} onChange={onChange} />
      </DeskPanel>
      <ItemNotes itemId={item.id} notes={notes} onAdded={onNoteAdded} />
    </div>
  );
}
