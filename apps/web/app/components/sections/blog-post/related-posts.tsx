import { Link } from 'react-router';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';

/** A related post and where it opens. */
export interface RelatedPost {
  post: BlogPost;
  href: string;
}

/** A row of up to three related posts: picture, category, linked title, date. */
export function RelatedPosts({
  posts,
  className,
}: {
  posts: readonly RelatedPost[];
  className?: string;
}) {
  if (posts.length === 0) return null;
  return (
    <div className={className}>
      <h2 className="mb-8 text-3xl font-bold">Related posts</h2>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map(({ post, href }) => (
          <li key={post.id}>
            <article className="group">
              <ArtImage {...post.img} className="rounded-card aspect-[4/3] w-full object-cover" />
              <p className="text-brand mt-4 text-xs font-bold tracking-[0.15em] uppercase">
                {post.category[0]}
              </p>
              <h3 className="mt-2 text-lg leading-snug font-bold">
                <Link to={href} className="hover:text-brand">
                  {post.title}
                </Link>
              </h3>
              <p className="text-muted mt-1 text-sm">
                <time>{post.date}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
