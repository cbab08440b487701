import { PageLayout } from '~/components/layout/page-layout.tsx';
import { NewsList } from '~/components/sections/news-list/news-list.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { blogAuthors } from '~/content/blog-posts.ts';
import * as news from '~/content/pages/latest-news.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections after the list are a chunk of their own: prerendered with the page, hydrated once the chunk
// is in.
const Lower = lazyPart(() => import('./lower/latest-news.tsx').then((m) => m.default));

/** Latest news: a featured story, every other post under category filters, topics, press and the newsletter. */
export default function LatestNewsPage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...news.latestNewsTitle} />
      <NewsList
        id="news"
        posts={news.newsPosts}
        authors={blogAuthors}
        featuredId={news.featuredPostId}
      />
      <Lower />
    </PageLayout>
  );
}
