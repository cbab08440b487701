import { rowsOf } from './rows.ts';
import type { SiteRoute } from './types.ts';

const popup = rowsOf('popups', '/model-popup/', 'pages/popups/model-popup.tsx');

/** The modal-popup demos: one shared page module, the popup kind read from the path. */
export const popupRoutes: readonly SiteRoute[] = [
  popup(
    'simple-modal',
    'Simple modal',
    'A plain, accessible dialog for messages and confirmations.',
  ),
  popup(
    'subscription',
    'Subscription popup',
    'A newsletter sign-up form in a popup with validation and a success message.',
  ),
  popup(
    'contact-form',
    'Contact form popup',
    'The full contact form in a popup: name, e-mail, phone, message and consent.',
  ),
  popup(
    'youtube-video',
    'YouTube video popup',
    'A privacy-friendly YouTube player that loads only when the popup opens.',
  ),
  popup(
    'vimeo-video',
    'Vimeo video popup',
    'A Vimeo player with do-not-track that loads only when the popup opens.',
  ),
  popup(
    'google-map',
    'Google map popup',
    'A Google map in a popup, requested from Google only once the visitor opens it.',
  ),
];
