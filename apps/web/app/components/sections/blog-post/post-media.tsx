import type { PostArticle } from './post-article.ts';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { StyledBlockquote } from '~/components/sections/blockquote/styled-blockquote.tsx';
import {
  ImageGallery,
  type GalleryImage,
} from '~/components/sections/image-gallery/image-gallery.tsx';
import type { VideoSource } from '~/components/sections/video/video-embed.tsx';
import { Video } from '~/components/sections/video/video.tsx';
import { PostAudio } from './post-audio.tsx';
import type { PostKind } from './post-kind.ts';
import { PostSlider, type PostSlide } from './post-slider.tsx';

/** The video posts' films: our own loop for HTML5; YouTube and Vimeo load only after play. */
export const postVideoSources = {
  'html5-video': { kind: 'html5', src: '/media/contrail-loop.webm', type: 'video/webm' },
  'youtube-video': { kind: 'youtube', id: 'aqz-KE-bpKQ' },
  'vimeo-video': { kind: 'vimeo', id: '1084537' },
} as const satisfies Record<string, VideoSource>;

/** The pictures of the media blocks (the same for every post of a kind). */
export interface PostMediaData {
  gallery: readonly GalleryImage[];
  slides: readonly PostSlide[];
  /** The video posts' posters (16:9). */
  videoPosters: Readonly<Record<'html5' | 'youtube' | 'vimeo', ArtImageData>>;
  /** Edge-to-edge heroes of the full-width post; a post shows the one its id picks. */
  wideHeroes: readonly ArtImageData[];
}

const posterKeys = {
  'html5-video': 'html5',
  'youtube-video': 'youtube',
  'vimeo-video': 'vimeo',
} as const;

/** What a post of this kind shows above its text: picture, gallery, slider, video, audio or quote. */
export function PostMedia({
  kind,
  post,
  article,
  author,
  media,
}: {
  kind: PostKind;
  post: BlogPost;
  article: PostArticle;
  author: string;
  media: PostMediaData;
}) {
  switch (kind) {
    case 'gallery':
      return (
        <ImageGallery images={media.gallery} columns={3} label={`Pictures from “${post.title}”`} />
      );
    case 'slider':
      return <PostSlider slides={media.slides} label={`Pictures from “${post.title}”`} />;
    case 'html5-video':
    case 'youtube-video':
    case 'vimeo-video':
      return (
        <Video
          source={postVideoSources[kind]}
          title={`${post.title} (video)`}
          poster={media.videoPosters[posterKeys[kind]]}
        />
      );
    case 'audio':
      return <PostAudio title={post.title} />;
    case 'blockquote':
      return (
        <StyledBlockquote variant="large" data={article.quote ?? { quote: post.content, author }} />
      );
    case 'full-width': {
      const hero = media.wideHeroes[post.id % media.wideHeroes.length] ?? media.wideHeroes[0];
      return hero ? (
        <ArtImage {...hero} priority className="aspect-[12/5] w-full object-cover" />
      ) : null;
    }
    default:
      return (
        <ArtImage
          {...post.img}
          priority
          className="rounded-card aspect-[16/9] w-full object-cover"
        />
      );
  }
}
