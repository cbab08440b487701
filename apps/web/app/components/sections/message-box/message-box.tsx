import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';

export type MessageKind = 'info' | 'success' | 'warning' | 'error';
export type MessageBoxVariant =
  'soft' | 'solid' | 'outline' | 'left-border' | 'icon-block' | 'dark' | 'minimal';

export interface MessageData {
  id: string;
  kind: MessageKind;
  title: string;
  text: string;
}

const kindLabels: Record<MessageKind, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};
const kindIcons: Record<MessageKind, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  error: 'close',
};

// Per kind: soft and solid fills, border, icon on light, icon on dark, icon block fill (all AA).
const kinds: Record<
  MessageKind,
  { soft: string; solid: string; border: string; icon: string; onDark: string; block: string }
> = {
  info: {
    soft: 'bg-sky-50 text-sky-950 dark:bg-sky-950/60 dark:text-sky-100',
    solid: 'bg-sky-800 text-white',
    border: 'border-sky-700 dark:border-sky-400',
    icon: 'text-sky-700 dark:text-sky-300',
    onDark: 'text-sky-300',
    block: 'bg-sky-700 text-white',
  },
  success: {
    soft: 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100',
    solid: 'bg-emerald-800 text-white',
    border: 'border-emerald-700 dark:border-emerald-400',
    icon: 'text-emerald-700 dark:text-emerald-300',
    onDark: 'text-emerald-300',
    block: 'bg-emerald-700 text-white',
  },
  warning: {
    soft: 'bg-amber-50 text-amber-950 dark:bg-amber-950/60 dark:text-amber-100',
    solid: 'bg-amber-400 text-amber-950',
    border: 'border-amber-500 dark:border-amber-400',
    icon: 'text-amber-700 dark:text-amber-300',
    onDark: 'text-amber-300',
    block: 'bg-amber-400 text-amber-950',
  },
  error: {
    soft: 'bg-red-50 text-red-950 dark:bg-red-950/60 dark:text-red-100',
    solid: 'bg-red-700 text-white',
    border: 'border-red-700 dark:border-red-400',
    icon: 'text-red-700 dark:text-red-300',
    onDark: 'text-red-300',
    block: 'bg-red-700 text-white',
  },
};

type KindPart = 'soft' | 'solid' | 'border' | 'icon' | 'onDark' | 'block';

/** Which per-kind colours each style takes for its box and for its icon. */
const styles: Record<
  MessageBoxVariant,
  { box: string; colours: readonly KindPart[]; icon: KindPart | null }
> = {
  soft: { box: 'rounded-card p-4', colours: ['soft'], icon: 'icon' },
  solid: { box: 'rounded-card p-4', colours: ['solid'], icon: null },
  outline: {
    box: 'bg-surface text-ink rounded-card border-2 p-4',
    colours: ['border'],
    icon: 'icon',
  },
  'left-border': { box: 'border-l-4 p-4', colours: ['soft', 'border'], icon: 'icon' },
  'icon-block': {
    box: 'bg-surface text-ink border-line overflow-hidden rounded-card border shadow-sm',
    colours: [],
    icon: 'block',
  },
  dark: { box: 'bg-inverse rounded-card p-4 text-white', colours: [], icon: 'onDark' },
  minimal: { box: 'border-line text-ink border-b py-4', colours: [], icon: 'icon' },
};

interface MessageBoxProps {
  message: MessageData;
  variant?: MessageBoxVariant;
  /** When given, a close button dismisses the message. */
  onDismiss?: (id: string) => void;
}

/** One message: info, success, warning or error, in seven styles; optionally dismissible. */
export function MessageBox({ message, variant = 'soft', onDismiss }: MessageBoxProps) {
  const style = styles[variant];
  const kind = kinds[message.kind];
  return (
    <div
      data-kind={message.kind}
      data-variant={variant}
      className={cn(
        'flex items-start gap-3',
        style.box,
        ...style.colours.map((part) => kind[part]),
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'shrink-0',
          style.icon && kind[style.icon],
          style.icon === 'block' ? 'grid place-items-center self-stretch px-4' : 'mt-0.5',
        )}
      >
        <Icon name={kindIcons[message.kind]} size={22} />
      </span>
      <div className={cn('min-w-0 flex-1', variant === 'icon-block' && 'py-4')}>
        <p className="font-semibold">
          <span className="sr-only">{`${kindLabels[message.kind]}: `}</span>
          {message.title}
        </p>
        <p className="mt-1 text-sm opacity-90">{message.text}</p>
      </div>
      {onDismiss && (
        <button
          type="button"
          data-dismiss
          onClick={() => onDismiss(message.id)}
          aria-label={`Dismiss message: ${message.title}`}
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-full transition-colors hover:bg-black/10 focus-visible:outline-current',
            variant === 'icon-block' && 'm-2',
          )}
        >
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
