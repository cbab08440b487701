import { useEffect, useRef, type MouseEvent } from 'react';
import { useShell } from '~/shell/shell-context.tsx';

/**
 * A native modal <dialog> driven by the shell's modal state: it opens (showModal: focus trap, Esc, focus
 * return) while the shell's open modal is `id` and closes otherwise. Give the dialog `ref`, `onClose={close}`
 * (Esc tells the shell) and `onClick={onBackdropClick}` (a click on the backdrop closes it).
 */
export function useShellDialog(id: string) {
  const { openModalId, closeModal } = useShell();
  const ref = useRef<HTMLDialogElement>(null);
  const open = openModalId === id;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) closeModal();
  };
  return { ref, open, close: closeModal, onBackdropClick };
}
