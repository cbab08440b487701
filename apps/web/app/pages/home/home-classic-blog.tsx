import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as c from '~/content/home/classic-blog.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

const authors = { names: blogAuthors, avatars: blogAuthorAvatars };

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-classic-blog.tsx').then((m) => m.default));

/** /home-classic-blog: a serif blog of essays, recent posts beside the sidebar first. */
export default function HomeClassicBlog() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'dark', topBar: true, search: true }}
      footer={{
        theme: 'light',
        layout: 'split',
        columns: ['categories', 'resources', 'company'],
        social: true,
        bottom: 'links',
      }}
      deferOffscreen
    >
      <Section id="intro" tone="alt" spacing="md">
        <SectionHeading {...c.intro} as="h1" align="center" className="mb-0 max-w-3xl" />
      </Section>
      <BlogList
        id="recent"
        layout="widget"
        variant="bordered"
        heading={c.recentHeading}
        posts={c.recent}
        authors={authors}
        categoryLabels={blogCategoryLabels}
      />
      <Lower />
    </PageLayout>
  );
}
