import type {
  RotateAxis,
  RotateBoxItem,
  RotateBoxVariant,
} from '~/components/sections/rotate-box/rotate-box.tsx';

export interface RotateBoxDemo {
  label: string;
  variant: RotateBoxVariant;
  axis: RotateAxis;
  items: readonly RotateBoxItem[];
}

const more = { label: 'Learn more', to: '/elements/rotate-box' };

export const rotateBoxDemos: readonly RotateBoxDemo[] = [
  {
    label: 'Image front',
    variant: 'image',
    axis: 'horizontal',
    items: [
      {
        title: 'Brand strategy',
        subtitle: 'Find your voice',
        text: 'Workshops and research that turn a fuzzy idea into a clear promise your customers remember.',
        image: { src: '/artwork/abstract-41-600x640.svg', alt: '', width: 600, height: 640 },
        link: more,
      },
      {
        title: 'Web design',
        subtitle: 'Pixel perfect',
        text: 'Layouts that guide the eye, read well on any screen and make the next step obvious.',
        image: { src: '/artwork/workspace-42-600x640.svg', alt: '', width: 600, height: 640 },
        link: more,
      },
      {
        title: 'Development',
        subtitle: 'Fast by default',
        text: 'Typed, tested components that load quickly and stay easy to change for years.',
        image: { src: '/artwork/city-43-600x640.svg', alt: '', width: 600, height: 640 },
        link: more,
      },
    ],
  },
  {
    label: 'Icon front, vertical turn',
    variant: 'icon',
    axis: 'vertical',
    items: [
      {
        title: 'Research',
        icon: 'search',
        text: 'Interviews and analytics show what your visitors really need.',
        link: more,
      },
      {
        title: 'Prototype',
        icon: 'pen',
        text: 'Clickable drafts let you try ideas before a line of code.',
        link: more,
      },
      {
        title: 'Launch',
        icon: 'rocket',
        text: 'A calm release with monitoring, redirects and a rollback plan.',
        link: more,
      },
    ],
  },
  {
    label: 'Dark and brand fronts',
    variant: 'dark',
    axis: 'horizontal',
    items: [
      {
        title: 'Support',
        icon: 'users',
        text: 'Real people answer within one working day, every day of the year.',
        link: more,
      },
      {
        title: 'Security',
        icon: 'shield',
        text: 'Updates, backups and audits keep your site safe without fuss.',
        link: more,
      },
      {
        title: 'Analytics',
        icon: 'chart',
        text: 'Privacy-friendly numbers that tell you what to improve next.',
        link: more,
      },
    ],
  },
];
