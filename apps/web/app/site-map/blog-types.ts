import type { SiteRoute } from './types.ts';

/** Ids of the sample posts (content/blog-posts.ts): every post has a standard page. */
const allPostIds = Array.from({ length: 27 }, (_, i) => i + 1);

const row = (
  kind: string,
  title: string,
  description: string,
  ids: readonly number[] = [1],
): SiteRoute => ({
  path: `/blog-types/${kind}-post/:id`,
  title,
  group: 'blog-types',
  module: 'pages/blog-types/blog-type-page.tsx',
  description,
  samples: ids.map((id) => `/blog-types/${kind}-post/${id}`),
  paths: allPostIds.map((id) => `/blog-types/${kind}-post/${id}`),
});

/**
 * /blog-types/*-post/:id (one module, pages/blog-types/blog-type-page.tsx): any sample post id (1–27) as
 * any kind. Samples are prerendered: every post as a standard post (the list cards link there), id 1 of
 * the other kinds; the rest render in the browser (`paths` tells the server they exist).
 */
export const blogTypeRoutes: readonly SiteRoute[] = [
  row(
    'standard',
    'Standard post',
    'A blog post with a header picture, the article, tags, sharing and the author.',
    allPostIds,
  ),
  row('gallery', 'Gallery post', 'A blog post opening with a picture gallery and lightbox.'),
  row('slider', 'Slider post', 'A blog post opening with a picture slider.'),
  row('html5-video', 'HTML5 video post', 'A blog post opening with a video served by the site.'),
  row(
    'youtube-video',
    'YouTube video post',
    'A blog post with a YouTube film that loads only when played.',
  ),
  row(
    'vimeo-video',
    'Vimeo video post',
    'A blog post with a Vimeo film that loads only when played.',
  ),
  row('audio', 'Audio post', 'A blog post opening with an audio player.'),
  row('blockquote', 'Blockquote post', 'A blog post opening with a large pull quote.'),
  row('full-width', 'Full-width post', 'A blog post with an edge-to-edge header picture.'),
];
