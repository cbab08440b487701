import { Link } from 'react-router';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { categoryName, type CategoryLabels } from '~/components/sections/blog/blog-layout.ts';
import { postHref } from '~/components/sections/blog/blog-posts.ts';

const widget = 'border-line rounded-card border p-6';
const title = 'mb-4 text-lg font-bold';

/** Beside a post: every category (linked to its list, with counts), recent posts and this post's tags. */
export function PostAside({
  posts,
  post,
  categoryLabels,
}: {
  posts: readonly BlogPost[];
  post: BlogPost;
  categoryLabels: CategoryLabels;
}) {
  const counts = new Map<string, number>();
  for (const p of posts) for (const c of p.category) counts.set(c, (counts.get(c) ?? 0) + 1);
  const categories = [...counts].sort((a, b) => b[1] - a[1]);
  const recent = posts
    .filter((p) => p.id !== post.id)
    .slice(0, 4)
    .flatMap((p) => {
      const href = postHref(p);
      return href ? [{ p, href }] : [];
    });
  return (
    <div className="grid content-start gap-8">
      <div className={widget}>
        <h2 className={title}>Categories</h2>
        <ul className="divide-line divide-y">
          {categories.map(([name, count]) => (
            <li key={name}>
              <Link
                to={`/blogs/category/${name}`}
                className="hover:text-brand flex justify-between py-2"
              >
                {categoryName(categoryLabels, name)}
                <span className="text-muted">
                  {count}
                  <span className="sr-only"> posts</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className={widget}>
        <h2 className={title}>Recent posts</h2>
        <ul className="grid gap-4">
          {recent.map(({ p, href }) => (
            <li key={p.id}>
              <Link to={href} className="hover:text-brand font-semibold">
                {p.title}
              </Link>
              <p className="text-muted text-sm">
                <time>{p.date}</time>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
