import { lazy, Suspense, useId } from 'react';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { buttonClasses } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Modal } from '~/components/ui/modal.tsx';
import { ModalTrigger } from '~/components/ui/modal-trigger.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import type { MapPlace } from '~/components/sections/google-map/google-map.tsx';
import type { VideoSource } from '~/components/sections/video/video-embed.tsx';

export type PopupKind =
  'simple-modal' | 'subscription' | 'contact-form' | 'youtube-video' | 'vimeo-video' | 'google-map';

/** What the popup shows; which fields matter depends on the kind. */
export interface PopupContent {
  heading: string;
  lead: string;
  trigger: string;
  modalTitle: string;
  body?: string;
  video?: VideoSource;
  poster?: ArtImageData;
  place?: MapPlace;
}

const sizes: Record<PopupKind, 'sm' | 'md' | 'lg' | 'xl'> = {
  'simple-modal': 'md',
  subscription: 'md',
  'contact-form': 'lg',
  'youtube-video': 'xl',
  'vimeo-video': 'xl',
  'google-map': 'xl',
};
// Loaded when the trigger is pointed at or focused, so the body is usually there by the time it opens.
const loadBody = () => import('./popup-body.tsx');
const PopupBody = lazy(loadBody);

const isMedia = (kind: PopupKind) =>
  kind === 'youtube-video' || kind === 'vimeo-video' || kind === 'google-map';

/**
 * A section with a trigger that opens one popup built on the shared `Modal` (native dialog: focus trap,
 * Esc, focus return, scroll lock, closed on route change). Video and map popups create their iframe only
 * while open.
 */
export function Popup({
  kind,
  content,
  ...section
}: { kind: PopupKind; content: PopupContent } & SectionProps) {
  const modalId = `popup-${kind}-${useId()}`;
  const video = kind === 'youtube-video' || kind === 'vimeo-video';
  return (
    <Section {...section}>
      {/* Pointing at or focusing the trigger starts loading the popup's body. */}
      <div
        className="mx-auto max-w-2xl text-center"
        onPointerEnter={() => void loadBody()}
        onFocus={() => void loadBody()}
      >
        <h2 className="text-3xl font-bold sm:text-4xl">{content.heading}</h2>
        <p className="text-muted mt-4 text-lg">{content.lead}</p>
        {video && content.poster ? (
          <ModalTrigger
            modalId={modalId}
            label={content.trigger}
            className="group rounded-card relative mt-10 block w-full overflow-hidden shadow-2xl"
          >
            <ArtImage {...content.poster} className="aspect-video w-full object-cover" />
            <span className="absolute inset-0 grid place-items-center bg-black/25">
              <span className="text-brand bg-card grid size-20 place-items-center rounded-full shadow-xl transition group-hover:scale-110">
                <Icon name="play" size={28} className="fill-current" />
              </span>
            </span>
          </ModalTrigger>
        ) : (
          <ModalTrigger
            modalId={modalId}
            className={buttonClasses({ size: 'lg', shape: 'pill', className: 'mt-10' })}
          >
            {kind === 'google-map' && <Icon name="map-pin" size={18} />}
            {content.trigger}
          </ModalTrigger>
        )}
      </div>
      <Modal id={modalId} title={content.modalTitle} hideTitle={isMedia(kind)} size={sizes[kind]}>
        <Suspense
          fallback={
            <p role="status" className="text-muted py-8 text-center">
              Loading…
            </p>
          }
        >
          <PopupBody kind={kind} content={content} />
        </Suspense>
      </Modal>
    </Section>
  );
}
