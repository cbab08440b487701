/** What a post shows above its text: the nine /blog-types/<kind>-post pages. */
export const postKinds = [
  'standard',
  'gallery',
  'slider',
  'html5-video',
  'youtube-video',
  'vimeo-video',
  'audio',
  'blockquote',
  'full-width',
] as const;
export type PostKind = (typeof postKinds)[number];

export const postKindLabels: Record<PostKind, string> = {
  standard: 'Standard post',
  gallery: 'Gallery post',
  slider: 'Slider post',
  'html5-video': 'HTML5 video post',
  'youtube-video': 'YouTube video post',
  'vimeo-video': 'Vimeo video post',
  audio: 'Audio post',
  blockquote: 'Blockquote post',
  'full-width': 'Full-width post',
};

export const isPostKind = (name: string): name is PostKind =>
  (postKinds as readonly string[]).includes(name);

/** A link to another post (previous/next). */
export interface PostLink {
  href: string;
  title: string;
}
