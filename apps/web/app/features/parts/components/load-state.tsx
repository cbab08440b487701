import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import type { LoadStatus } from '~/features/parts/state/catalogue-slice.ts';

interface LoadStateProps {
  status: LoadStatus;
  /** What is loading, for the messages ("models", "parts"). */
  what: string;
  /** True when the call succeeded with nothing to show. */
  empty: boolean;
  emptyText: ReactNode;
  onRetry: () => void;
  /** Shown while loading instead of the spinner line (a skeleton of the list, so nothing shifts). */
  placeholder?: ReactNode;
  children: ReactNode;
}

/** Loading, failure (with Retry) and empty states around a list: never a blank area. */
export function LoadState({
  status,
  what,
  empty,
  emptyText,
  onRetry,
  placeholder,
  children,
}: LoadStateProps) {
  if (status === 'failed')
    return (
      <div
        role="alert"
        className="border-line bg-surface-alt rounded-card flex flex-wrap items-center gap-4 border p-5"
      >
        <Icon name="alert" className="text-accent" />
        <p className="flex-1">We could not load the {what}. Check your connection and try again.</p>
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  if ((status === 'loading' || status === 'idle') && empty)
    return placeholder ? (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading {what}…</span>
        {placeholder}
      </div>
    ) : (
      <LoadingLine what={what} />
    );
  if (empty)
    return (
      <p className="border-line text-muted rounded-card border border-dashed p-5">{emptyText}</p>
    );
  return <>{children}</>;
}

/** A spinner and "Loading …": a list on its way (its data, or its code). */
export function LoadingLine({ what }: { what: string }) {
  return (
    <div role="status" className="text-muted flex items-center gap-3 p-5" aria-live="polite">
      <span className="border-brand size-4 animate-spin rounded-full border-2 border-t-transparent motion-reduce:animate-none" />
      Loading {what}…
    </div>
  );
}
