import { elementRow as element } from './rows.ts';
import type { SiteRoute } from './types.ts';

/** Content elements: typography, boxes, media grids and small decorative blocks. */
export const elementsContentRoutes: readonly SiteRoute[] = [
  element(
    'buttons',
    'Buttons',
    'Every button style, size and shape: solid, outline, ghost, soft, light, dark, gradient and link, with icons.',
  ),
  element(
    'dropcaps',
    'Dropcaps',
    'Eight drop cap styles for opening paragraphs: plain, brand, boxed, circle, outline, dark, soft and serif.',
  ),
  element(
    'lists',
    'Lists',
    'Styled lists with check marks, bullets, arrows, numbers, icons, dividers and boxes.',
  ),
  element(
    'separators',
    'Separators',
    'Dividers for long pages: lines, bars, dashes, dots, gradients and separators with an icon or text.',
  ),
  element(
    'blockquote',
    'Blockquote',
    'Pull quotes in seven styles: classic rule, centred, card, brand and dark panels, with avatar and large statement.',
  ),
  element(
    'highlights',
    'Highlights',
    'Inline text highlights: markers, half markers, underlines, wavy lines, solid and dark fills, rings and gradient text.',
  ),
  element(
    'heading',
    'Heading',
    'Section headings in eight styles: eyebrow, underline bar, side lines, backdrop word, split, numbered, accent and pill.',
  ),
  element(
    'columns',
    'Columns',
    'Copy in two, three or four columns, a magazine-style multi-column flow, a lead column and divided columns.',
  ),
  element(
    'message-box',
    'Message box',
    'Info, success, warning and error messages in seven styles, each dismissible with an accessible close button.',
  ),
  element(
    'fancy-text',
    'Fancy text',
    'Headlines whose key word types itself or slides, fades and flips into place; still and fully readable when motion is reduced.',
  ),
  element(
    'rotate-box',
    'Rotate box',
    'Cards that turn over on hover and keyboard focus to reveal text and a link; both faces show when motion is reduced.',
  ),
  element(
    'social-icons',
    'Social icons',
    'Twelve social link styles: plain, outlined, brand-coloured, tinted, dark, raised, labelled, text-only and inverse.',
  ),
  element(
    'text-box',
    'Text box',
    'Short text boxes in eight styles: plain, bordered, shadow cards, top line, brand, dark, numbered and with an image.',
  ),
  element(
    'fancy-text-box',
    'Fancy text box',
    'Text boxes with hover and focus effects: big numbers, image reveal, growing lines, lift to dark, gradient frames and corner icons.',
  ),
  element(
    'overline-icon-box',
    'Overline icon box',
    'Icon boxes with a coloured overline and a small label: top line, line on hover, side line, centred, dark and soft.',
  ),
  element(
    'custom-icon-with-text',
    'Custom icon with text',
    'Features with custom icon holders: gradient badges, double rings, organic blobs, numbered discs, side tiles, artwork and dark cards.',
  ),
  element(
    'teams',
    'Teams',
    'Team members in five grid styles: overlay with social links, classic, circle portraits, cards and side by side.',
  ),
  element(
    'clients',
    'Clients',
    'Client logos in eight grid styles: plain, bordered, boxed, shadow, tinted, circles, on dark and with captions.',
  ),
  element(
    'testimonials',
    'Testimonials',
    'Customer quotes in nine grid styles: classic, speech bubbles, centred, rated cards, minimal, side portrait, dark, outline and headline.',
  ),
  element(
    'info-banner',
    'Info banner',
    'Promotional banners in six layouts: image and text, reversed, text over image, brand band, card and dark split.',
  ),
  element(
    'instagram',
    'Instagram',
    'A static grid of sample posts with likes and comments on hover and focus, in five layouts; nothing is fetched.',
  ),
  element(
    'parallax-scrolling',
    'Parallax scrolling',
    'Banners whose background drifts with the scroll (JavaScript or CSS fixed); still under reduced motion and on small screens.',
  ),
];
