import { Icon } from '~/components/ui/icon.tsx';
import { withBase } from '~/shell/site-base.ts';

/** The sound file of the audio post: generated for the template, served from the site itself. */
export const postAudioSource = { src: '/media/contrail-chime.wav', type: 'audio/wav' } as const;

/**
 * The audio post's player: the browser's own controls on a local file, fetched only once the visitor
 * presses play (preload="none"); the article below is the written version.
 */
export function PostAudio({ title }: { title: string }) {
  return (
    <figure className="bg-inverse rounded-card p-8 text-white sm:p-10">
      <figcaption>
        <p className="inline-flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-white/85 uppercase">
          <Icon name="megaphone" size={16} /> Listen
        </p>
        <p className="mt-3 text-2xl font-bold sm:text-3xl">Sound sketch: {title}</p>
        <p className="mt-2 text-white/85">
          A nine-second bell motif that opens the post. It has no words: the article below is the
          whole text.
        </p>
      </figcaption>
      {/* The sketch has no words, so there is nothing to caption. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="none" aria-label={`Sound sketch: ${title}`} className="mt-6 w-full">
        <source src={withBase(postAudioSource.src)} type={postAudioSource.type} />
      </audio>
    </figure>
  );
}
