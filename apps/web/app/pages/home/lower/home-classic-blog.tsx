import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { SubscribeSection } from '~/components/sections/subscribe/subscribe-section.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as c from '~/content/home/classic-blog.ts';

const authors = { names: blogAuthors, avatars: blogAuthorAvatars };

/** The classic blog home page below its first screen: a chunk of its own (see home-classic-blog.tsx). */
export default function HomeClassicBlogLower() {
  return (
    <>
      <BlogList
        id="popular"
        tone="alt"
        layout="clean"
        columns={4}
        heading={c.popularHeading}
        posts={c.popular}
        authors={authors}
        categoryLabels={blogCategoryLabels}
      />
      <BlogList
        id="readers-choice"
        layout="classic"
        heading={c.choiceHeading}
        posts={c.choice}
        authors={authors}
        categoryLabels={blogCategoryLabels}
      />
      <SubscribeSection id="subscribe" variant="minimal" data={c.subscribe} />
      <InstagramFeed
        id="instagram"
        variant="grid-3"
        tone="alt"
        posts={c.instagram}
        label="The Reading Room on Instagram"
      />
    </>
  );
}
