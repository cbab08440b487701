import type { HighlightSegment } from '~/components/sections/highlights/highlight.tsx';

export interface HighlightDemo {
  label: string;
  /** Display size of the paragraph. */
  size: 'display' | 'body';
  segments: readonly HighlightSegment[];
}

export const highlightDemos: readonly HighlightDemo[] = [
  {
    label: 'Marker and half marker',
    size: 'display',
    segments: [
      'We design ',
      { text: 'fast websites', highlight: 'marker' },
      ' for teams that ',
      { text: 'ship every week', highlight: 'half' },
      '.',
    ],
  },
  {
    label: 'Underlines',
    size: 'display',
    segments: [
      'Build pages that ',
      { text: 'convert', highlight: 'underline' },
      ', not pages that merely ',
      { text: 'exist', highlight: 'wavy' },
      '.',
    ],
  },
  {
    label: 'Solid and dark',
    size: 'display',
    segments: [
      'Your brand, ',
      { text: 'front and centre', highlight: 'solid' },
      ' on every ',
      { text: 'single screen', highlight: 'dark' },
      '.',
    ],
  },
  {
    label: 'Outline and gradient',
    size: 'display',
    segments: [
      'Launch ',
      { text: 'sooner', highlight: 'outline' },
      ' with sections that ',
      { text: 'just fit together', highlight: 'gradient' },
      '.',
    ],
  },
  {
    label: 'In running text',
    size: 'body',
    segments: [
      'Highlights work inside paragraphs too. Use them to ',
      { text: 'draw the eye to one key phrase', highlight: 'marker' },
      ', to ',
      { text: 'underline a promise', highlight: 'underline' },
      ' or to ',
      { text: 'flag something new', highlight: 'solid' },
      ' — but sparingly, so each one still stands out.',
    ],
  },
];
