import type { BlogPost } from './blog-post.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import type { BlogAuthorData } from './blog-layout.ts';
import { authorName } from './blog-posts.ts';
import { PostStats } from './post-stats.tsx';

export type PostBylineStyle = 'meta' | 'avatar' | 'byline';

interface PostBylineProps {
  post: BlogPost;
  authors: BlogAuthorData;
  style: PostBylineStyle;
}

/** The foot of a post card: author (with portrait or date) and the likes and comments. */
export function PostByline({ post, authors, style }: PostBylineProps) {
  const name = authorName(authors.names, post.author);
  if (style === 'byline')
    return (
      <p className="text-muted mt-3 text-sm">
        By <span className="text-ink font-medium">{name}</span>
      </p>
    );
  if (style === 'meta')
    return (
      <p className="text-muted border-line mt-5 flex items-center gap-4 border-t pt-4 text-sm">
        <span className="me-auto font-medium">{name}</span>
        <PostStats post={post} />
      </p>
    );
  const avatar = authors.avatars?.[post.author];
  return (
    <div className="text-muted mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 text-sm">
      {avatar && (
        <ArtImage src={avatar} alt="" width={96} height={96} className="size-11 rounded-full" />
      )}
      <p className="me-auto leading-tight">
        <span className="text-ink block font-semibold">{name}</span>
        <time>{post.date}</time>
      </p>
      <PostStats post={post} />
    </div>
  );
}
