/**
 * The few pieces of a store the parts pages need, in place of Redux Toolkit (≈ 8 KB gzip of first-load
 * JS): a store that React reads with useSyncExternalStore (`store.ts`), and async actions that dispatch
 * request / success / failure (pending / fulfilled / rejected) around one call, can be aborted, and whose
 * failure carries `meta.aborted` or a value of the caller's choosing (`Rejection`).
 */

export interface Action {
  type: string;
}

interface AsyncMeta<Arg> {
  arg: Arg;
  requestId: string;
}

export interface PendingAction<Arg> extends Action {
  meta: AsyncMeta<Arg> & { requestStatus: 'pending' };
}
export interface FulfilledAction<Arg, Result> extends Action {
  payload: Result;
  meta: AsyncMeta<Arg> & { requestStatus: 'fulfilled' };
}
export interface RejectedAction<Arg, Value> extends Action {
  /** The value the call rejected with (`Rejection`), else undefined. */
  payload: Value | undefined;
  error: { name?: string; message?: string };
  meta: AsyncMeta<Arg> & { requestStatus: 'rejected'; aborted: boolean };
}

/** A function the store's dispatch runs with itself and the state (an async action is one). */
export type Thunk<State, Result> = (
  dispatch: (action: Action) => unknown,
  getState: () => State,
) => Result;

/** The running call: a promise of its last action, which `abort()` settles at once as aborted. */
export type AsyncRequest<Arg, Result, Value> = Promise<
  FulfilledAction<Arg, Result> | RejectedAction<Arg, Value>
> & { abort: () => void; requestId: string; arg: Arg };

/** Thrown by a call to fail with this value as the rejected action's payload. */
export class Rejection<Value> {
  constructor(readonly value: Value) {}
}

let lastId = 0;

function matcher<A extends Action>(type: string) {
  return { type, match: (action: Action): action is A => action.type === type };
}

/**
 * An async action: `name(arg)` is a thunk that dispatches `name/pending` at once (in the same task),
 * runs the call, then dispatches `name/fulfilled` with its result or `name/rejected`.
 */
export function asyncAction<Arg = void, Result = unknown, State = unknown, Value = never>(
  name: string,
  call: (arg: Arg, api: { signal: AbortSignal; getState: () => State }) => Promise<Result>,
) {
  const pending = matcher<PendingAction<Arg>>(`${name}/pending`);
  const fulfilled = matcher<FulfilledAction<Arg, Result>>(`${name}/fulfilled`);
  const rejected = matcher<RejectedAction<Arg, Value>>(`${name}/rejected`);

  const create =
    (arg: Arg): Thunk<State, AsyncRequest<Arg, Result, Value>> =>
    (dispatch, getState) => {
      const requestId = `${name}#${++lastId}`;
      const controller = new AbortController();
      const fail = (error: unknown, aborted: boolean): RejectedAction<Arg, Value> => ({
        type: rejected.type,
        payload: error instanceof Rejection ? (error.value as Value) : undefined,
        error:
          error instanceof Error
            ? { name: error.name, message: error.message }
            : { message: error instanceof Rejection ? 'Rejected' : String(error) },
        meta: { arg, requestId, requestStatus: 'rejected', aborted },
      });
      const abortedAnswer = new Promise<RejectedAction<Arg, Value>>((resolve) => {
        controller.signal.addEventListener('abort', () =>
          resolve(fail(new DOMException('Aborted', 'AbortError'), true)),
        );
      });
      const started: PendingAction<Arg> = {
        type: pending.type,
        meta: { arg, requestId, requestStatus: 'pending' },
      };
      dispatch(started);
      let running: Promise<Result>;
      try {
        running = call(arg, { signal: controller.signal, getState });
      } catch (error) {
        running = Promise.reject(error);
      }
      const answer = running.then(
        (result): FulfilledAction<Arg, Result> => ({
          type: fulfilled.type,
          payload: result,
          meta: { arg, requestId, requestStatus: 'fulfilled' },
        }),
        (error: unknown) => fail(error, controller.signal.aborted),
      );
      const settled = Promise.race([abortedAnswer, answer]).then((action) => {
        dispatch(action);
        return action;
      });
      return Object.assign(settled, {
        abort: () => controller.abort(),
        requestId,
        arg,
      });
    };

  return Object.assign(create, { pending, fulfilled, rejected });
}

/** A plain action: `name(payload)`. */
export function action<Payload = void>(type: string) {
  return Object.assign(
    (payload: Payload) => ({ type, payload }),
    matcher<Action & { payload: Payload }>(type),
  );
}

/**
 * Runs a reducer's changes on a shallow copy (its `status` copied too); answers the old state when
 * nothing changed, so what React reads from it keeps its identity. Nested arrays and objects are
 * replaced, never changed in place.
 */
export function update<S extends { status: object }>(state: S, recipe: (draft: S) => void): S {
  const draft = { ...state, status: { ...state.status } };
  recipe(draft);
  const same = <T extends object>(a: T, b: T) =>
    (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);
  return same(draft.status, state.status) &&
    (Object.keys(draft) as (keyof S)[]).every(
      (key) => key === 'status' || draft[key] === state[key],
    )
    ? state
    : draft;
}
