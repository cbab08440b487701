import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import type { PostLink } from './post-kind.ts';

/** Previous and next post; a side without a neighbour stays empty. */
export function PostNav({
  prev,
  next,
  className,
}: {
  prev?: PostLink;
  next?: PostLink;
  className?: string;
}) {
  if (!prev && !next) return null;
  const card =
    'border-line hover:border-brand group rounded-card flex h-full flex-col gap-1 border p-5 transition-colors';
  return (
    <nav aria-label="More posts" className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <div>
        {prev && (
          <Link to={prev.href} rel="prev" className={card}>
            <span className="text-muted inline-flex items-center gap-1 text-sm">
              <Icon name="arrow-left" size={16} /> Previous post
            </span>
            <span className="group-hover:text-brand font-semibold">{prev.title}</span>
          </Link>
        )}
      </div>
      <div>
        {next && (
          <Link to={next.href} rel="next" className={cn(card, 'items-end text-end')}>
            <span className="text-muted inline-flex items-center gap-1 text-sm">
              Next post <Icon name="arrow-right" size={16} />
            </span>
            <span className="group-hover:text-brand font-semibold">{next.title}</span>
          </Link>
        )}
      </div>
    </nav>
  );
}
