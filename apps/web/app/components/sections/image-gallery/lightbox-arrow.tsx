import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';

/** The lightbox's Previous or Next button, over the side of the picture. */
export function LightboxArrow({
  direction,
  onClick,
}: {
  direction: 'prev' | 'next';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={direction === 'prev' ? 'Previous image' : 'Next image'}
      onClick={onClick}
      className={cn(
        'bg-surface/90 text-ink hover:bg-brand hover:text-on-brand absolute top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full shadow-lg transition-colors',
        direction === 'prev' ? 'inset-s-2' : 'inset-e-2',
      )}
    >
      <Icon name={direction === 'prev' ? 'chevron-left' : 'chevron-right'} size={24} />
    </button>
  );
}
