import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import type { LoadStatus } from '~/features/parts/state/catalogue-slice.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';
import type { PartsLoadWhat } from '~/i18n/messages.parts.ts';

interface LoadStateProps {
  status: LoadStatus;
  /** What is loading, for the messages ("Loading models…"). */
  what: PartsLoadWhat;
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
  const text = usePartsText();
  if (status === 'failed')
    return (
      <div
        role="alert"
        className="border-line bg-surface-alt rounded-card flex flex-wrap items-center gap-4 border p-5"
      >
        <Icon name="alert" className="text-accent" />
        <p className="flex-1">{text.loadFailed[what]}</p>
        <Button size="sm" onClick={onRetry}>
          {text.retry}
        </Button>
      </div>
    );
  if ((status === 'loading' || status === 'idle') && empty)
    return placeholder ? (
      <div role="status" aria-live="polite">
        <span className="sr-only">{text.loading[what]}</span>
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
export function LoadingLine({ what }: { what: PartsLoadWhat }) {
  const { loading } = usePartsText();
  return (
    <div role="status" className="text-muted flex items-center gap-3 p-5" aria-live="polite">
      <span className="border-brand size-4 animate-spin rounded-full border-2 border-t-transparent motion-reduce:animate-none" />
      {loading[what]}
    </div>
  );
}
