import type {
  BlockquoteVariant,
  QuoteData,
} from '~/components/sections/blockquote/styled-blockquote.tsx';

export interface BlockquoteDemo {
  variant: BlockquoteVariant;
  label: string;
  data: QuoteData;
}

export const blockquoteDemos: readonly BlockquoteDemo[] = [
  {
    variant: 'classic',
    label: 'Classic',
    data: {
      quote:
        'The best interfaces feel like a conversation with someone who already knows what you need next.',
      author: 'Maren Holt',
      role: 'Product designer',
    },
  },
  {
    variant: 'centered',
    label: 'Centred',
    data: {
      quote:
        'We replaced forty pages of custom code with a dozen sections, and the site got faster and easier to change.',
      author: 'Idris Calloway',
      role: 'Head of web, Northwind Air',
    },
  },
  {
    variant: 'card',
    label: 'Card',
    data: {
      quote: 'Simplicity is a decision you make again on every screen, not once at the start.',
      author: 'Lena Okafor',
      role: 'Creative director',
    },
  },
  {
    variant: 'brand',
    label: 'Brand panel',
    data: {
      quote: 'A template should disappear behind the brand it serves. This one does.',
      author: 'Tomasz Wren',
      role: 'Agency founder',
    },
  },
  {
    variant: 'dark',
    label: 'Dark panel',
    data: {
      quote: 'Speed is a feature your visitors notice long before they read a word.',
      author: 'Ana Ribeiro',
      role: 'Performance engineer',
    },
  },
  {
    variant: 'avatar',
    label: 'With avatar',
    data: {
      quote:
        'Our parts desk answers inquiries in half the time because every request now arrives complete.',
      author: 'Graham Pike',
      role: 'Maintenance lead',
      avatar: {
        src: '/artwork/avatar-14-96x96.svg',
        alt: 'Portrait of Graham Pike',
        width: 96,
        height: 96,
      },
    },
  },
  {
    variant: 'large',
    label: 'Large statement',
    data: {
      quote: 'Design is how the next step feels before you take it.',
      author: 'Contrail studio notes',
    },
  },
];
