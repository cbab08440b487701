import { popularPages } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { isLiveHref } from '~/site-map/live.ts';
import { NotFoundContent } from '~/pages/system/not-found-page.tsx';

export const meta = pageMeta;

/** The 404 screen as a demo page (status 200): the not-found content, with suggested pages under it. */
export default function Error404Page() {
  return <NotFoundContent popular={popularPages.filter((page) => isLiveHref(page.href))} />;
}
