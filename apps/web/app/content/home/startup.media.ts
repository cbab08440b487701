import type { ArtImageData } from '~/components/ui/art-image.tsx';
import type { IconName } from '~/components/ui/icon.tsx';

// What the startup demo's first screen shows in every language but English's own modules (content/startup.ts):
// its picture and icons, no words. The translations (startup.<locale>.ts) read these, so a translated page's
// chunks carry no English copy; what the lower part shows is in startup.lower.media.ts.

type Picture = Omit<ArtImageData, 'alt'>;

export const heroPicture: Picture = {
  src: '/artwork/startup-launch-26-720x560.svg',
  width: 720,
  height: 560,
};
export const highlightIcons: readonly IconName[] = ['bulb', 'megaphone', 'users'];
