import { authorName, relatedPosts } from '~/components/sections/blog/blog-posts.ts';
import { AuthorBox } from '~/components/sections/blog-post/author-box.tsx';
import { PostAside } from '~/components/sections/blog-post/post-aside.tsx';
import { PostBody } from '~/components/sections/blog-post/post-body.tsx';
import { PostHeader } from '~/components/sections/blog-post/post-header.tsx';
import { PostTagsShare } from '~/components/sections/blog-post/post-tags-share.tsx';
import { PostToc } from '~/components/sections/blog-post/post-toc.tsx';
import { RelatedPosts } from '~/components/sections/blog-post/related-posts.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Container } from '~/components/ui/container.tsx';
import { articleFor, authorProfiles, wideHeroes } from '~/content/blog-articles.ts';
import { blogPostLayouts } from '~/content/blog-post-layouts.ts';
import {
  blogAuthors,
  blogCategoryLabels,
  blogPosts,
  postsNewestFirst,
} from '~/content/blog-posts.ts';

/**
 * The /blogs/blog-post-layout-01…05 demos' content (blog-page.tsx loads this chunk and puts it in the page
 * layout); null for any other name.
 */
export function BlogPostLayoutDemo({ name }: { name: string }) {
  const demo = Object.hasOwn(blogPostLayouts, name) ? blogPostLayouts[name] : undefined;
  const post = demo && blogPosts.find((p) => p.id === demo.postId);
  if (!demo || !post) return null;
  const author = authorName(blogAuthors, post.author);
  const article = articleFor(post);
  const hero = wideHeroes[post.id % wideHeroes.length] ?? wideHeroes[0]!;
  const picture = (
    <ArtImage {...post.img} priority className="rounded-card aspect-[16/9] w-full object-cover" />
  );
  const footer = (
    <>
      <PostTagsShare post={post} className="mt-14" />
      <AuthorBox name={author} profile={authorProfiles[post.author]} className="mt-12" />
    </>
  );
  const headerProps = { post, author, categoryLabels: blogCategoryLabels };
  const layouts = {
    sidebar: (
      <Container className="py-14 md:py-20">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <PostHeader {...headerProps} look="left" />
            <div className="mt-10">{picture}</div>
            <PostBody article={article} className="mt-10" />
            {footer}
          </div>
          <PostAside posts={postsNewestFirst} post={post} categoryLabels={blogCategoryLabels} />
        </div>
      </Container>
    ),
    centered: (
      <div className="py-14 md:py-20">
        <Container width="narrow">
          <PostHeader {...headerProps} look="big" />
        </Container>
        <ArtImage {...hero} priority className="mt-12 aspect-[12/5] w-full object-cover" />
        <Container width="narrow" className="mt-12">
          <PostBody article={article} />
          {footer}
        </Container>
      </div>
    ),
    overlay: (
      <>
        <div className="bg-inverse relative isolate flex min-h-[32rem] items-end overflow-hidden">
          <ArtImage
            {...hero}
            priority
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black via-black/70 to-black/20" />
          <Container className="py-14">
            <PostHeader {...headerProps} look="overlay" className="max-w-4xl" />
          </Container>
        </div>
        <Container width="narrow" className="py-14 md:py-20">
          <PostBody article={article} />
          {footer}
        </Container>
      </>
    ),
    split: (
      <Container className="py-14 md:py-20">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <ArtImage
              {...post.img}
              priority
              className="rounded-card aspect-[4/5] w-full object-cover lg:sticky lg:top-28"
            />
          </div>
          <div>
            <PostHeader {...headerProps} look="left" />
            <PostBody article={article} className="mt-10" />
            {footer}
          </div>
        </div>
      </Container>
    ),
    toc: (
      <Container className="py-14 md:py-20">
        <PostHeader {...headerProps} className="mx-auto max-w-3xl" />
        <div className="mx-auto mt-12 max-w-5xl">{picture}</div>
        <div className="mx-auto mt-12 grid max-w-5xl gap-12 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <div>
            <PostToc sections={article.sections} />
          </div>
          <div>
            <PostBody article={article} />
            {footer}
          </div>
        </div>
      </Container>
    ),
  } as const;
  return (
    <>
      <article data-post-layout={demo.style}>{layouts[demo.style]}</article>
      <Container className="pb-20">
        <RelatedPosts posts={relatedPosts(post, blogPosts)} />
      </Container>
    </>
  );
}
