import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { blogAuthors, blogCategoryLabels, blogPosts } from '~/content/blog-posts.ts';
import { FeaturedPosts, type FeaturedPostsVariant } from './featured-posts.tsx';

const posts = blogPosts.slice(9, 14);
const heading = { eyebrow: 'This week', title: 'Featured stories', lead: 'Read these first.' };

const renderFeatured = (props: Partial<Parameters<typeof FeaturedPosts>[0]> = {}) =>
  render(
    <MemoryRouter>
      <FeaturedPosts
        posts={posts}
        authors={{ names: blogAuthors }}
        categoryLabels={blogCategoryLabels}
        heading={heading}
        {...props}
      />
    </MemoryRouter>,
  );

const variants: FeaturedPostsVariant[] = ['lead', 'overlay', 'slider'];

describe('FeaturedPosts', () => {
  it.each(variants)(
    '%s: every story links to its post page and its category page',
    async (variant) => {
      renderFeatured({ variant });
      await screen.findAllByRole('link', { name: posts[0]!.title });
      for (const post of posts) {
        const link = screen.getAllByRole('link', { name: post.title })[0]!;
        expect(link).toHaveAttribute('href', `/blog-types/standard-post/${post.id}`);
      }
      const category = posts[0]!.category[0]!;
      const categoryLinks = screen.getAllByRole('link', {
        name: blogCategoryLabels[category],
      });
      expect(categoryLinks[0]).toHaveAttribute('href', `/blogs/category/${category}`);
    },
  );

  it('lead: the lead story first and large, the others listed beside it', () => {
    renderFeatured({ variant: 'lead', headingAs: 'h1' });
    expect(screen.getByRole('heading', { level: 1, name: heading.title })).toBeInTheDocument();
    // One level below the page title: the lead and each side story are h2.
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(posts.map((p) => p.title));
    const side = screen.getByRole('list');
    expect(within(side).getAllByRole('listitem')).toHaveLength(posts.length - 1);
    expect(within(side).queryByText(posts[0]!.title)).toBeNull();
    // The lead carries its excerpt and byline; side stories only their date.
    expect(screen.getByText(posts[0]!.content)).toBeInTheDocument();
    expect(screen.queryByText(posts[1]!.content)).toBeNull();
  });

  it('story titles sit one level under an h2 heading, and are h2 without a heading', () => {
    const { unmount } = renderFeatured({ variant: 'overlay' });
    expect(screen.getByRole('heading', { level: 2, name: heading.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(posts.length);
    unmount();
    renderFeatured({ variant: 'overlay', heading: undefined });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(posts.length);
  });

  it('slider: every story is a slide of the shared carousel, named by the heading', async () => {
    renderFeatured({ variant: 'slider' });
    const carousel = await screen.findByRole('region', { name: heading.title });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(posts.length);
    expect(slides[0]).toHaveAccessibleName(`1 of ${posts.length}`);
    expect(within(slides[0]!).getByRole('link', { name: posts[0]!.title })).toBeInTheDocument();
  });

  it('priority loads only the lead picture eagerly', () => {
    const { container } = renderFeatured({ variant: 'lead', priority: true });
    const images = [...container.querySelectorAll('img')];
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('a story whose page is not registered is plain text, and no posts render nothing', () => {
    const orphan: BlogPost = { ...posts[0]!, id: 999, link: '/no-such-post' };
    const { unmount } = renderFeatured({ posts: [orphan, ...posts.slice(1)] });
    expect(screen.getByRole('heading', { name: orphan.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: orphan.title })).toBeNull();
    unmount();
    const { container } = renderFeatured({ posts: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
