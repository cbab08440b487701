import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { MessageBox, type MessageBoxVariant, type MessageData } from './message-box.tsx';

interface MessageBoxesProps {
  messages: readonly MessageData[];
  variant?: MessageBoxVariant;
  dismissible?: boolean;
  className?: string;
}

/**
 * A stack of messages. Dismissing one moves focus to the next message's close button (or the
 * previous one); when none is left, to a button that brings them back.
 */
export function MessageBoxes({
  messages,
  variant = 'soft',
  dismissible = true,
  className,
}: MessageBoxesProps) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const visible = messages.filter((m) => !dismissed.has(m.id));

  function dismiss(id: string) {
    const index = visible.findIndex((m) => m.id === id);
    focusNext.current = (visible[index + 1] ?? visible[index - 1])?.id ?? 'restore';
    setDismissed((prev) => new Set(prev).add(id));
  }

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const selector =
      target === 'restore'
        ? '[data-restore]'
        : `[data-message="${CSS.escape(target)}"] [data-dismiss]`;
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [dismissed]);

  return (
    <div ref={rootRef} className={cn('grid gap-4', className)}>
      {visible.map((message) => (
        <div key={message.id} data-message={message.id}>
          <MessageBox
            message={message}
            variant={variant}
            onDismiss={dismissible ? dismiss : undefined}
          />
        </div>
      ))}
      {dismissible && visible.length === 0 && (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-muted">All messages dismissed.</p>
          <Button data-restore variant="soft" size="sm" onClick={() => setDismissed(new Set())}>
            Show messages again
          </Button>
        </div>
      )}
    </div>
  );
}
