import { Link } from 'react-router';
import { cn } from './cn.ts';

/** The Contrail wordmark; always links to the home page (spec §2). */
export function Logo({
  tone = 'default',
  className,
}: {
  /** The background it is on: the surface, a dark one, or the brand colour. */
  tone?: 'default' | 'inverse' | 'brand';
  className?: string;
}) {
  return (
    <Link
      to="/"
      aria-label="Contrail home"
      className={cn(
        'font-display inline-flex shrink-0 items-center gap-2 text-xl font-extrabold tracking-tight',
        { default: 'text-ink', inverse: 'text-white', brand: 'text-on-brand' }[tone],
        className,
      )}
    >
      <svg aria-hidden="true" className="shrink-0" viewBox="0 0 32 32" width="32" height="32">
        <rect width="32" height="32" rx="9" fill="var(--brand)" />
        <path d="M7 20c5-1 9-4 12-9l2 1c-2 5-6 9-13 10z" fill="#fff" />
        <path
          d="M9 24c6 0 12-3 16-10"
          stroke="#fff"
          strokeOpacity=".55"
          strokeWidth="1.6"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      Contrail
    </Link>
  );
}
