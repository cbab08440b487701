import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver whose code (the schema and its validation library) loads on first use. */
export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts loading it now (e.g. when the visitor first focuses the form). */
  preload: () => void;
}

/**
 * Wraps a resolver that lives in its own chunk: the page's first load carries the form, not zod; the
 * chunk is requested when the form is first focused (`preload`) or validated, once.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => (loading ??= load());
  const resolver = async (...args: Parameters<Resolver<T>>) => (await get())(...args);
  return Object.assign(resolver, { preload: () => void get() });
}
