import type { DropcapVariant } from '~/components/sections/dropcaps/dropcap.tsx';

export interface DropcapDemo {
  variant: DropcapVariant;
  label: string;
  text: string;
}

export const dropcapDemos: readonly DropcapDemo[] = [
  {
    variant: 'plain',
    label: 'Plain',
    text: 'Morning light settles over the hangar long before the first crew arrives. By the time the doors roll open, the day already has a shape: a checklist, a forecast and a short list of promises to keep to the people who fly with us.',
  },
  {
    variant: 'brand',
    label: 'Brand colour',
    text: 'Good design rarely shouts. It answers the question a visitor was about to ask, puts the next step within reach and then steps aside, so the story of the product can be told in its own voice.',
  },
  {
    variant: 'boxed',
    label: 'Boxed',
    text: 'Every project starts with a conversation rather than a brief. We listen for the small details that matter to your customers, then turn them into pages that feel obvious the moment they load.',
  },
  {
    variant: 'circle',
    label: 'Circle',
    text: 'Quiet interfaces leave room for content. We trim the noise, keep the rhythm of headings and paragraphs steady, and let generous white space guide the eye from one idea to the next.',
  },
  {
    variant: 'outline',
    label: 'Outline',
    text: 'Teams that ship often learn to love small steps. A tidy release every week beats a grand launch every year, and each step teaches something the next one can use.',
  },
  {
    variant: 'dark',
    label: 'Dark',
    text: 'Numbers tell part of the story; people tell the rest. We pair every chart with a sentence that explains why it matters, so decisions are made with context instead of guesswork.',
  },
  {
    variant: 'soft',
    label: 'Soft',
    text: 'Craft shows in the corners nobody asks about: the focus ring that appears exactly when it should, the form that remembers what you typed, the page that still reads well on a narrow phone.',
  },
  {
    variant: 'serif',
    label: 'Serif italic',
    text: 'Once upon a runway, a small aircraft waited for a clear sky. The pilot checked the fuel twice, smiled at the wind sock and decided that today was a good day to go somewhere new.',
  },
];
