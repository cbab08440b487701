import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { NewsList } from '~/components/sections/news-list/news-list.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { blogAuthors } from '~/content/blog-posts.ts';
import * as news from '~/content/pages/latest-news.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

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
      <IconWithText
        id="topics"
        variant="cards"
        tone="alt"
        heading={news.newsTopicsHeading}
        items={news.newsTopics}
      />
      <Clients
        id="press"
        variant="caption"
        columns={5}
        heading={news.pressHeading}
        clients={news.pressLogos}
      />
      <CallToAction id="newsletter" variant="subscribe" data={news.newsletterCta} />
    </PageLayout>
  );
}
