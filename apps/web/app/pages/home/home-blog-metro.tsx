import montserrat from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CategoryTiles } from '~/components/sections/category-tiles/category-tiles.tsx';
import { FeaturedPosts } from '~/components/sections/featured-posts/featured-posts.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { SubscribeSection } from '~/components/sections/subscribe/subscribe-section.tsx';
import { categoryCounts } from '~/content/blog-picks.ts';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as b from '~/content/home/blog-metro.ts';
import montserratFallback from '~/fonts/montserrat-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Montserrat Variable', url: montserrat, weight: '100 900' },
];

/** /home-blog-metro: a city blog whose posts are tiles, featured ones first. */
export default function HomeBlogMetro() {
  return (
    <PageLayout
      theme={b.theme}
      header={{ layout: 'top-logo', position: 'reverse-scroll', mobileMenu: 'modern' }}
      footer={{ theme: 'dark', layout: 'inline', social: true, bottom: 'centered' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={montserratFallback} />
      <FeaturedPosts
        id="featured"
        variant="overlay"
        heading={b.featuredHeading}
        headingAs="h1"
        posts={b.featured}
        categoryLabels={blogCategoryLabels}
        spacing="md"
        priority
      />
      <BlogList
        id="grid"
        tone="alt"
        layout="metro"
        heading={b.metroHeading}
        posts={b.metro}
        authors={{ names: blogAuthors }}
        categoryLabels={blogCategoryLabels}
      />
      <CategoryTiles
        id="channels"
        variant="overlay"
        columns={4}
        heading={b.channelsHeading}
        tiles={b.channels}
        categoryLabels={blogCategoryLabels}
        counts={categoryCounts}
      />
      <InstagramFeed
        id="instagram"
        variant="grid-4"
        tone="alt"
        posts={b.instagram}
        label="Kaleido on Instagram"
      />
      <SubscribeSection id="subscribe" variant="dark" data={b.subscribe} />
    </PageLayout>
  );
}
