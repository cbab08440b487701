import {
  useCallback,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '~/lib/http.ts';
import { DeskStatus } from './desk-form.tsx';
import { useDeskFailure, useItemId } from './desk-item-parts-hooks.ts';

export function MissingItem({ kind, message }: { kind: string; message?: string }) {
  return (
    <div className="mt-8 grid justify-items-start gap-4">
      <h2 className="text-2xl font-bold">No such {kind}</h2>
      <p>{message ?? `The link names no ${kind}. Find it in the inbox by its reference.`}</p>
      <Link to="/desk" className="text-brand font-semibold underline-offset-4 hover:underline">
        Open the inbox
      </Link>
    </div>
  );
}

/** What an item's page has loaded: the item, or the element to show until then (none, missing, failed). */
export interface DeskItemLoad<T> {
  id: string | null;
  detail: T | undefined;
  setDetail: Dispatch<SetStateAction<T | undefined>>;
  /** Loads the item again (after a change made on the page). */
  reload: () => void;
  /** The page instead of the item while `detail` is undefined: no such item, opening, or the failure. */
  gate: ReactNode;
}

/**
 * The item the page's `?id=` names (an inquiry `Q-…` or a booking `B-…`), loaded with `fetchItem`,
 * again on `reload()`; a 404 or an id of the other kind shows "No such …", other failures their message.
 */
export function useDeskItem<T>(
  kind: 'inquiry' | 'booking',
  fetchItem: (id: string) => Promise<T>,
): DeskItemLoad<T> {
  const id = useItemId();
  const fail = useDeskFailure();
  const ofKind = id !== null && id.startsWith(kind === 'inquiry' ? 'Q-' : 'B-');
  const [detail, setDetail] = useState<T | undefined>();
  const [error, setError] = useState<{ message: string; missing: boolean } | undefined>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  useEffect(() => {
    if (!id || !ofKind) return;
    let live = true;
    fetchItem(id).then(
      (answer) => live && setDetail(answer),
      (caught: unknown) =>
        live &&
        setError({
          message: fail(caught),
          missing: caught instanceof ApiRequestError && caught.status === 404,
        }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail and fetchItem may be fresh each render
  }, [id, version]);

  let gate: ReactNode = null;
  if (!id || !ofKind || error?.missing) gate = <MissingItem kind={kind} />;
  else if (!detail)
    gate = (
      <div className="mt-8" aria-live="polite">
        {error ? (
          <DeskStatus message={error.message} error />
        ) : (
          <p className="text-muted">Opening {id}…</p>
        )}
      </div>
    );
  return { id, detail, setDetail, reload, gate };
}
