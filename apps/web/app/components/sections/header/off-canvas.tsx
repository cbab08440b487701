import type { ReactNode } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { useShellDialog } from '~/components/ui/use-shell-dialog.ts';
import { useMessages } from '~/i18n/i18n-context.tsx';
import type { Tone } from './header-config.ts';

export type OffCanvasPlacement = 'top' | 'right' | 'left' | 'full' | 'half';

const placements: Record<OffCanvasPlacement, string> = {
  top: 'mb-auto max-h-[85dvh] w-full max-w-full rounded-b-card',
  right: 'ms-auto h-dvh max-h-dvh w-full max-w-sm',
  left: 'me-auto h-dvh max-h-dvh w-full max-w-sm',
  full: 'h-dvh max-h-dvh w-full max-w-full',
  half: 'ms-auto h-dvh max-h-dvh w-full max-w-full md:w-1/2',
};
const tones: Record<Tone, { panel: string; close: string }> = {
  default: { panel: 'bg-surface text-ink', close: 'hover:bg-surface-alt' },
  inverse: { panel: 'bg-inverse text-white status-on-dark', close: 'hover:bg-white/15' },
};

interface OffCanvasProps {
  id: string;
  title: string;
  placement: OffCanvasPlacement;
  tone?: Tone;
  /** Something shown at the top beside the close button (a logo); the title is then visually hidden. */
  brand?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * An off-canvas panel (menus): a native modal <dialog> driven by the shell's modal state, so it traps
 * focus, closes with Esc and returns focus; the shell locks page scroll and closes it on route change.
 */
export function OffCanvas({
  id,
  title,
  placement,
  tone = 'default',
  brand,
  className,
  children,
}: OffCanvasProps) {
  const { ref, close: closeModal, onBackdropClick } = useShellDialog(id);
  const look = tones[tone];
  const closeLabel = useMessages().header?.closeMenu ?? 'Close menu';
  return (
    // Clicking the backdrop is a mouse shortcut; keyboard users close with Esc or the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      data-off-canvas={placement}
      data-motion
      onClose={closeModal}
      onClick={onBackdropClick}
      className={cn(
        'backdrop:bg-inverse/70 m-0 overflow-y-auto p-0 shadow-2xl',
        placements[placement],
        look.panel,
      )}
    >
      {/* Rendered while closed too (the header's dialogs mount once the page is idle): opening it is then
          the dialog's showModal and a style change, not a render of the whole menu. */}
      <div className={cn('flex min-h-full flex-col p-6 sm:p-8', className)}>
        <div className="mb-6 flex items-center gap-4">
          {brand}
          <h2 id={`${id}-title`} className={cn('text-xl font-bold', brand ? 'sr-only' : undefined)}>
            {title}
          </h2>
          <button
            type="button"
            onClick={closeModal}
            aria-label={closeLabel}
            className={cn('ms-auto grid size-11 place-items-center rounded-full', look.close)}
          >
            <Icon name="close" size={22} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
