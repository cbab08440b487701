import { buttonClasses } from '~/components/ui/button.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { MapEmbed } from '~/components/sections/google-map/map-embed.tsx';
import { SubscribeForm } from '~/components/sections/subscribe/subscribe-form.tsx';
import { VideoEmbed } from '~/components/sections/video/video-embed.tsx';
import type { PopupContent, PopupKind } from './popup.tsx';

/**
 * What a popup shows once it is open. It is its own chunk (popup.tsx loads it with React.lazy): the
 * forms, the video and the map cost the page nothing until a visitor opens the popup.
 */
export default function PopupBody({ kind, content }: { kind: PopupKind; content: PopupContent }) {
  const media = 'relative mt-8 aspect-video overflow-hidden rounded-md bg-black';
  switch (kind) {
    case 'simple-modal':
      return (
        <>
          <p className="text-muted">{content.body}</p>
          <form method="dialog" className="mt-6">
            <button type="submit" className={buttonClasses({})}>
              Got it
            </button>
          </form>
        </>
      );
    case 'subscription':
      return (
        <>
          <p className="text-muted mb-6">{content.body}</p>
          <SubscribeForm variant="stacked" buttonLabel="Subscribe now" />
        </>
      );
    case 'contact-form':
      return (
        <>
          {content.body && <p className="text-muted mb-6">{content.body}</p>}
          <ContactForm variant="stacked" />
        </>
      );
    case 'youtube-video':
    case 'vimeo-video':
      return content.video ? (
        <div className={media}>
          <VideoEmbed source={content.video} title={content.modalTitle} />
        </div>
      ) : null;
    case 'google-map':
      return content.place ? (
        <div className={media}>
          <MapEmbed query={content.place.query} title={content.modalTitle} />
        </div>
      ) : null;
  }
}
