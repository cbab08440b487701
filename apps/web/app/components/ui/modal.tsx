import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { useShellDialog } from './use-shell-dialog.ts';
import { Icon } from './icon.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';

type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'side';
const sizes: Record<ModalSize, string> = {
  sm: 'max-w-md rounded-card',
  md: 'max-w-xl rounded-card',
  lg: 'max-w-3xl rounded-card',
  xl: 'max-w-5xl rounded-card',
  side: 'ms-auto me-0 h-dvh max-h-dvh w-full max-w-sm rounded-none',
};

interface ModalProps {
  id: string;
  title: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  size?: ModalSize;
  children: ReactNode;
}

/**
 * A modal dialog driven by the shell's modal state: native <dialog> gives the focus trap, Esc and
 * focus return; the shell locks page scroll while it is open and closes it on route change.
 */
export function Modal({ id, title, hideTitle = false, size = 'md', children }: ModalProps) {
  const { ref, open, close: closeModal, onBackdropClick } = useShellDialog(id);
  const closeLabel = useMessages().header?.close ?? 'Close';

  return (
    // Clicking the backdrop is a mouse shortcut; keyboard users close with Esc (native dialog) or the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={closeModal}
      onClick={onBackdropClick}
      className={cn(
        'bg-surface text-ink backdrop:bg-inverse/70 m-auto w-[calc(100%-2rem)] p-0 shadow-2xl',
        sizes[size],
      )}
    >
      {open && (
        <div className="relative p-6 sm:p-8">
          <h2
            id={`${id}-title`}
            className={cn('mb-4 pe-10 text-2xl font-bold', hideTitle && 'sr-only')}
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={closeModal}
            aria-label={closeLabel}
            className="hover:bg-surface-alt absolute inset-e-4 top-4 grid size-10 place-items-center rounded-full"
          >
            <Icon name="close" size={20} />
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
