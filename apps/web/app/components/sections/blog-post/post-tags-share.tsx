import { useState } from 'react';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';

const chip = 'border-line text-ink rounded-full border px-3 py-1 text-sm';
const action =
  'border-line hover:border-brand hover:text-brand inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors';

/** The post's tags, and sharing by e-mail or by copying the page address. */
export function PostTagsShare({ post, className }: { post: BlogPost; className?: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard
      .writeText(window.location.href)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  };
  const mail = `mailto:?subject=${encodeURIComponent(post.title)}&body=${encodeURIComponent(
    `${post.content}\n\nRead it on the Contrail blog.`,
  )}`;
  return (
    <div
      className={cn(
        'border-line flex flex-wrap items-center justify-between gap-6 border-y py-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="me-2 text-sm font-bold tracking-[0.15em] uppercase">Tags</h2>
        <ul className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className={chip}>
              #{tag}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="me-2 text-sm font-bold tracking-[0.15em] uppercase">Share</h2>
        <a href={mail} className={action}>
          <Icon name="mail" size={16} />
          E-mail
        </a>
        <button type="button" onClick={copy} className={action}>
          <Icon name={copied === 'yes' ? 'check' : 'globe'} size={16} />
          Copy link
        </button>
        <span role="status" className="text-muted text-sm">
          {copied === 'yes' && 'Link copied'}
          {copied === 'failed' && 'Copy failed: use the address bar'}
        </span>
      </div>
    </div>
  );
}
