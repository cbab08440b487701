import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import * as news from '~/content/pages/latest-news.ts';

/** Latest news below its list (topics, press, newsletter): a chunk of its own. */
export default function LatestNewsLower() {
  return (
    <>
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
    </>
  );
}
