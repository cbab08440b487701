import { BlogMasonry } from '~/components/sections/blog/blog-masonry.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { SubscribeSection } from '~/components/sections/subscribe/subscribe-section.tsx';
import { blogAuthors } from '~/content/blog-posts.ts';
import * as l from '~/content/home/lifestyle-blog.ts';

/** The lifestyle-blog home page below its first screen: a chunk of its own (see home-lifestyle-blog.tsx). */
export default function HomeLifestyleBlogLower() {
  return (
    <>
      <BlogMasonry
        id="most-read"
        variant="cards"
        columns={3}
        heading={l.mostReadHeading}
        posts={l.mostRead}
        authors={blogAuthors}
      />
      <InstagramFeed
        id="instagram"
        variant="rounded"
        posts={l.instagram}
        label="Peach & Pine on Instagram"
      />
      <SubscribeSection id="subscribe" variant="boxed" data={l.subscribe} />
    </>
  );
}
