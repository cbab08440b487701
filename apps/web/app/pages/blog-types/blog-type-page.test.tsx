import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postKinds } from '~/components/sections/blog-post/post-kind.ts';
import { blogPosts } from '~/content/blog-posts.ts';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { concretePaths } from '~/site-map/index.ts';
import { blogTypeRoutes } from '~/site-map/blog-types.ts';
import BlogTypePage, { meta, resolvePost } from './blog-type-page.tsx';
import routeSource from './blog-type-page.tsx?raw';

const renderAt = async (path: string) => {
  const rendered = render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '/blog-types/:demo/:id',
            element: (
              <ShellProvider>
                <BlogTypePage />
              </ShellProvider>
            ),
          },
        ],
        { initialEntries: [path] },
      )}
    />,
  );
  // The page's content is a chunk of its own (lazyChunk): wait until it has rendered.
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });
  return rendered;
};

const media = (container: HTMLElement, kind: string) => {
  const block = container.querySelector<HTMLElement>(`[data-post-media="${kind}"]`);
  expect(block).not.toBeNull();
  return block!;
};

describe('BlogTypePage', () => {
  it('has a registered row with samples for each of the nine kinds', () => {
    expect(blogTypeRoutes.map((row) => row.path)).toEqual(
      postKinds.map((kind) => `/blog-types/${kind}-post/:id`),
    );
    // Every post has a standard page: the list cards link there.
    for (const post of blogPosts)
      expect(concretePaths()).toContain(`/blog-types/standard-post/${post.id}`);
  });

  it.each(postKinds)('the %s post shows the post title and its media block', async (kind) => {
    const { container } = await renderAt(`/blog-types/${kind}-post/1`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blogPosts[0]!.title);
    expect(container.querySelector(`article[data-post-kind="${kind}"]`)).not.toBeNull();
    media(container, kind);
  });

  it('standard and full-width posts open with a picture', async () => {
    const { container } = await renderAt('/blog-types/standard-post/12');
    expect(within(media(container, 'standard')).getByRole('img')).toHaveAttribute(
      'src',
      blogPosts.find((p) => p.id === 12)!.img.src,
    );
  });

  it('the gallery post shows thumbnails and the slider post its slides', async () => {
    const gallery = await renderAt('/blog-types/gallery-post/27');
    expect(
      within(media(gallery.container, 'gallery')).getAllByRole('button').length,
    ).toBeGreaterThanOrEqual(6);
    gallery.unmount();
    const slider = await renderAt('/blog-types/slider-post/2');
    expect(
      within(media(slider.container, 'slider')).getByText('Our second office, twelve floors up'),
    ).toBeInTheDocument();
  });

  it.each([
    ['youtube', /^https:\/\/www\.youtube-nocookie\.com\/embed\//],
    ['vimeo', /^https:\/\/player\.vimeo\.com\/video\//],
  ])('the %s post loads no iframe until play is pressed', async (host, src) => {
    const user = userEvent.setup();
    const { container } = await renderAt(`/blog-types/${host}-video-post/1`);
    const block = media(container, `${host}-video`);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(within(block).getByRole('button', { name: /^Play video:/ }));
    expect(block.querySelector('iframe')?.getAttribute('src')).toMatch(src);
  });

  it('the html5 video post plays the local webm file after play', async () => {
    const user = userEvent.setup();
    const { container } = await renderAt('/blog-types/html5-video-post/1');
    const block = media(container, 'html5-video');
    expect(block.querySelector('video')).toBeNull();
    await user.click(within(block).getByRole('button', { name: /^Play video:/ }));
    const source = block.querySelector('video source');
    expect(source).toHaveAttribute('src', '/media/contrail-loop.webm');
    expect(source).toHaveAttribute('type', 'video/webm');
  });

  it('the audio post has a real player on a local file that loads nothing before play', async () => {
    const { container } = await renderAt('/blog-types/audio-post/3');
    const audio = media(container, 'audio').querySelector('audio');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio?.querySelector('source')).toHaveAttribute('src', '/media/contrail-chime.wav');
  });

  it('the blockquote post opens with the pull quote', async () => {
    const { container } = await renderAt('/blog-types/blockquote-post/1');
    expect(media(container, 'blockquote')).toHaveTextContent(
      'If it does not fit on one page, it is not a pitch yet.',
    );
  });

  it('links the previous and next post of the same kind', async () => {
    await renderAt('/blog-types/standard-post/2');
    const nav = screen.getByRole('navigation', { name: 'More posts' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/blog-types/standard-post/1',
      '/blog-types/standard-post/3',
    ]);
  });

  it.each([
    '/blog-types/standard-post/999',
    '/blog-types/gallery-post/0',
    '/blog-types/standard-post/abc',
    '/blog-types/podcast-post/1',
  ])('%s is the not-found page', async (path) => {
    expect(resolvePost(path)).toBeUndefined();
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      'This page is off the map',
    );
  });
});

describe('BlogTypePage meta', () => {
  it("titles the page with the post's title, and an unknown post as not found", () => {
    expect(meta({ location: { pathname: '/blog-types/audio-post/1' } })).toContainEqual({
      title: `${blogPosts[0]!.title} | Contrail`,
    });
    expect(meta({ location: { pathname: '/blog-types/audio-post/999' } })).toEqual([
      { title: 'Page not found | Contrail' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});

describe('BlogTypePage chunks', () => {
  it('loads the post (media, article, author) as a chunk of its own', () => {
    // Static imports of the route module: what finds the post, none of the sections that show it.
    const imports = [...routeSource.matchAll(/^import [^;]*? from '([^']+)';/gms)].map((m) => m[1]);
    expect(
      imports.filter((from) =>
        /sections\/blog-post\/(?!post-kind)|blog-articles|blog-type-post/.test(from!),
      ),
    ).toEqual([]);
    expect(routeSource).toContain("import('./blog-type-post.tsx')");
  });
});
