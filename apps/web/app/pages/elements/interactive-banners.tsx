import {
  InteractiveBanners,
  type BannerLayout,
  type BannerVariant,
} from '~/components/sections/interactive-banners/interactive-banners.tsx';
import type { ElementDemo } from '~/components/layout/element-page.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { startupSlides } from '~/content/startup.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const styles: ReadonlyArray<[BannerLayout, BannerVariant, string]> = [
  ['slider', 'overlay', 'Slider · overlay'],
  ['slider', 'reveal', 'Slider · reveal on hover'],
  ['slider', 'caption', 'Slider · caption card'],
  ['slider', 'zoom', 'Slider · zoom'],
  ['slider', 'gradient', 'Slider · brand gradient'],
  ['slider', 'bordered', 'Slider · framed'],
  ['slider', 'split', 'Slider · split panel'],
  ['grid', 'overlay', 'Grid · overlay'],
  ['grid', 'reveal', 'Grid · reveal on hover'],
  ['grid', 'caption', 'Grid · caption card'],
  ['grid', 'zoom', 'Grid · zoom'],
  ['grid', 'gradient', 'Grid · brand gradient'],
  ['grid', 'bordered', 'Grid · framed'],
  ['grid', 'split', 'Grid · split panel'],
  ['grid', 'minimal', 'Grid · minimal'],
];

const demos: ElementDemo[] = styles.map(([layout, variant, label]) => ({
  label,
  node: (
    <InteractiveBanners
      layout={layout}
      variant={variant}
      spacing="md"
      label={label}
      slides={layout === 'grid' ? startupSlides.slice(0, 4) : startupSlides}
    />
  ),
}));

export default function InteractiveBannersPage() {
  return <ElementPage demos={demos} />;
}
