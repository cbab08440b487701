import type { InboxItem } from '@contrail/contracts';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import type { Staff } from './desk-api.ts';
import { compactSelect } from './desk-inbox-styles.ts';
import { AssigneeOptions, StatusBadge } from './desk-item-parts.tsx';
import { deskWhen, itemHref } from './inbox-query.ts';

interface RowsProps {
  items: InboxItem[];
  staff: Staff;
  team: { id: number; name: string }[];
  onAssign: (item: InboxItem, value: string) => void;
}

function AssignSelect({
  item,
  staff,
  team,
  onAssign,
  className,
  id,
}: Omit<RowsProps, 'items'> & { item: InboxItem; className?: string; id?: string }) {
  return (
    <select
      id={id}
      aria-label={`Assign ${item.id}`}
      className={cn(compactSelect, 'text-sm', className)}
      value={item.assignedTo?.id ?? ''}
      onChange={(event) => onAssign(item, event.target.value)}
    >
      <AssigneeOptions team={team} self={staff} current={item.assignedTo} />
    </select>
  );
}

const kindLabel = (item: InboxItem) => (item.kind === 'inquiry' ? 'Inquiry' : 'Booking');

export function InboxTable({ items, caption, ...rest }: RowsProps & { caption: string }) {
  return (
    <div className="border-line hidden overflow-x-auto rounded-lg border lg:block">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-alt">
          <tr>
            {['Reference', 'Received', 'Customer', 'About', 'Status', 'Assigned to'].map((head) => (
              <th key={head} scope="col" className="px-4 py-3 text-start font-semibold">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-line divide-y">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-surface-alt/60 align-top">
              <th scope="row" className="px-4 py-3 text-start font-normal">
                <Link
                  to={itemHref(item.id)}
                  className="text-brand font-mono font-semibold whitespace-nowrap underline-offset-4 hover:underline"
                >
                  {item.id}
                </Link>
                <span className="text-muted block text-xs">{kindLabel(item)}</span>
              </th>
              <td className="text-muted px-4 py-3 whitespace-nowrap">{deskWhen(item.createdAt)}</td>
              <td className="max-w-64 px-4 py-3">
                <span className="block font-semibold break-words">{item.name}</span>
                <span className="text-muted block break-all">{item.email}</span>
                {item.company && <span className="block break-words">{item.company}</span>}
              </td>
              <td className="max-w-56 px-4 py-3 break-words">{item.summary || '—'}</td>
              <td className="px-4 py-3">
                <StatusBadge status={item.status} />
              </td>
              <td className="px-4 py-3">
                <AssignSelect item={item} {...rest} className="min-w-40" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function InboxCards({ items, ...rest }: RowsProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
      {items.map((item) => (
        <li key={item.id} className="bg-card border-line rounded-lg border p-4">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <Link
              to={itemHref(item.id)}
              className="text-brand font-mono font-semibold whitespace-nowrap underline-offset-4 hover:underline"
            >
              {item.id}
              <span className="sr-only">, {kindLabel(item).toLowerCase()}</span>
            </Link>
            <StatusBadge status={item.status} />
          </div>
          <p className="font-semibold break-words">{item.name}</p>
          <p className="text-muted text-sm break-all">{item.email}</p>
          {item.summary && <p className="mt-1 text-sm break-words">{item.summary}</p>}
          <p className="text-muted mt-1 text-xs">
            {kindLabel(item)} · {deskWhen(item.createdAt)}
          </p>
          <label
            htmlFor={`assign-${item.id}`}
            className="text-muted mt-3 mb-1 block text-xs font-semibold"
          >
            Assigned to
          </label>
          <AssignSelect item={item} {...rest} id={`assign-${item.id}`} />
        </li>
      ))}
    </ul>
  );
}
