import type { InboxItem, InboxResponse } from '@contrail/contracts';
import { useEffect, useMemo, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router';
import { deskApi } from './desk-api.ts';
import { useDeskFailure, useTeam } from './desk-item-parts.tsx';
import { filtersFrom, searchOf, type InboxFilters } from './inbox-query.ts';

/**
 * The inbox's state: the filters read from the page's query, the team, the page of items asked for them
 * (the last one kept until the next is in), and the changes made from the list (filters, assignee).
 */
export function useDeskInbox() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => filtersFrom(new URLSearchParams(search)), [search]);
  const team = useTeam();
  const fail = useDeskFailure();
  const [answer, setAnswer] = useState<{ search: string; page: InboxResponse } | undefined>();
  const [failure, setFailure] = useState<{ search: string; message: string } | undefined>();
  const [notice, setNotice] = useState<{ message: string; error: boolean } | undefined>();
  const [pending, startTransition] = useTransition();

  const apiSearch = searchOf(filters);
  useEffect(() => {
    const controller = new AbortController();
    deskApi.inbox(apiSearch, controller.signal).then(
      (page) => setAnswer({ search: apiSearch, page }),
      (caught: unknown) => {
        if (!controller.signal.aborted) setFailure({ search: apiSearch, message: fail(caught) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail is a fresh closure each render
  }, [apiSearch]);
  // Until this query's answer is in, the last one stays on screen, dimmed.
  const loading = answer?.search !== apiSearch && failure?.search !== apiSearch;
  const error = failure?.search === apiSearch ? failure.message : undefined;
  const shown = answer?.page;

  /** Changes the filters (back to the first page unless the page itself changes). */
  const go = (change: Partial<InboxFilters>) =>
    setParams(searchOf({ ...filters, page: 1, ...change }), { preventScrollReset: true });

  const assign = (item: InboxItem, value: string) =>
    startTransition(async () => {
      try {
        const changed = await deskApi.updateItem(item.id, {
          assignedTo: value ? Number(value) : null,
        });
        setAnswer(
          (last) =>
            last && {
              ...last,
              page: {
                ...last.page,
                items: last.page.items.map((row) => (row.id === changed.id ? changed : row)),
              },
            },
        );
        setNotice({
          message: changed.assignedTo
            ? `${item.id} assigned to ${changed.assignedTo.name}.`
            : `${item.id} unassigned.`,
          error: false,
        });
      } catch (caught) {
        setNotice({ message: fail(caught), error: true });
      }
    });

  return { filters, team, notice, pending, loading, error, shown, go, assign };
}
