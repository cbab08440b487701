import { elementRow as element } from './rows.ts';
import type { SiteRoute } from './types.ts';

/** Interactive elements: disclosure widgets, animated figures, carousels, media, maps and forms. */
export const elementsInteractiveRoutes: readonly SiteRoute[] = [
  element(
    'accordions',
    'Accordions',
    'Five accordion styles with one or many panels open, fully usable with the keyboard.',
  ),
  element(
    'tab',
    'Tabs',
    'Underline, pill, boxed, vertical and icon tabs following the WAI-ARIA tabs pattern.',
  ),
  element(
    'team-carousel',
    'Team carousel',
    'Team members in looping, swipeable carousels, in five card styles.',
  ),
  element(
    'client-carousel',
    'Client carousel',
    'Client logos sliding by in six styles, from plain greyscale to captioned cards.',
  ),
  element(
    'testimonials-carousel',
    'Testimonials carousel',
    'Customer quotes in nine carousel styles with dots, arrows, swipe and keyboard control.',
  ),
  element(
    'progress-bar',
    'Progress bars',
    'Five progress-bar styles that fill to their value as they scroll into view.',
  ),
  element(
    'pie-chart',
    'Pie charts',
    'Animated SVG rings in five styles, each with its value and a short caption as text.',
  ),
  element(
    'countdown',
    'Countdown',
    'Countdowns to a launch date in five styles, ticking every second, with a finished state.',
  ),
  element(
    'contact-form',
    'Contact form',
    'Contact forms in five layouts with validation under each field and a real send to the API.',
  ),
  element(
    'image-gallery',
    'Image gallery',
    'Grid, masonry, overlay and tile galleries that open a keyboard- and swipe-friendly lightbox.',
  ),
  element(
    'video',
    'Video',
    'HTML5, YouTube and Vimeo players behind a poster; nothing loads from outside until you press play.',
  ),
  element(
    'google-map',
    'Google map',
    'Address cards with directions and a Google map that loads only when the visitor asks for it.',
  ),
  element(
    'text-slider',
    'Text slider',
    'Headlines and short statements sliding by in five styles, from centered quotes to numbered cards.',
  ),
];
