import type { ReactNode } from 'react';
import { useShell } from '~/shell/shell-context.tsx';

// Apart from modal.tsx, so a page whose dialog loads later does not carry the dialog to open it.
/** A button that opens the modal with the given id. */
export function ModalTrigger({
  modalId,
  className,
  children,
  label,
}: {
  modalId: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const { openModal } = useShell();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={label}
      className={className}
      onClick={() => openModal(modalId)}
    >
      {children}
    </button>
  );
}
