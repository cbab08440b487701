import type { PopupContent, PopupKind } from '~/components/sections/popup/popup.tsx';
import { mapPlaces } from './google-map.ts';
import { videoSources } from './video.ts';

/** Copy of the six modal-popup demo pages (/model-popup/*). */
export const popupContent: Record<PopupKind, PopupContent> = {
  'simple-modal': {
    heading: 'A message that waits for you',
    lead: 'A plain dialog for announcements, notices and short confirmations.',
    trigger: 'Open the message',
    modalTitle: 'Welcome to Contrail',
    body: 'This dialog keeps focus inside until you close it with the button, the Esc key or a click outside. Focus then returns to the button that opened it.',
  },
  subscription: {
    heading: 'Never miss a release',
    lead: 'A newsletter sign-up in a popup, with the same validation as every form on the site.',
    trigger: 'Subscribe to the newsletter',
    modalTitle: 'Join the newsletter',
    body: 'One short e-mail a month with new demos, sections and tips. Unsubscribe whenever you like.',
  },
  'contact-form': {
    heading: 'Questions? Ask away',
    lead: 'The full contact form, one click away from any page.',
    trigger: 'Write to us',
    modalTitle: 'Send us a message',
    body: 'We answer every message within two working days.',
  },
  'youtube-video': {
    heading: 'See it in motion',
    lead: 'A YouTube film in a popup, from youtube-nocookie.com and only once you press play.',
    trigger: 'Play the film on YouTube',
    modalTitle: 'Big Buck Bunny on YouTube',
    video: videoSources.youtube,
    poster: { src: '/artwork/landscape-91-1280x720.svg', alt: '', width: 1280, height: 720 },
  },
  'vimeo-video': {
    heading: 'Our showreel',
    lead: 'A Vimeo film in a popup, with do-not-track on and nothing loaded before you press play.',
    trigger: 'Play the film on Vimeo',
    modalTitle: 'Big Buck Bunny on Vimeo',
    video: videoSources.vimeo,
    poster: { src: '/artwork/city-92-1280x720.svg', alt: '', width: 1280, height: 720 },
  },
  'google-map': {
    heading: 'Come and visit',
    lead: 'A Google map in a popup; the map is only requested when the popup opens.',
    trigger: 'Show the map',
    modalTitle: `Map of ${mapPlaces.london.name}`,
    place: mapPlaces.london,
  },
};
