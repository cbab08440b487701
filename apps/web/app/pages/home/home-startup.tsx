import * as startup from '~/content/home/startup.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';
import { StartupPage } from './startup-page.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-startup.tsx').then((m) => m.default));

/** /home-startup: the startup demo in English (startup-page.tsx). */
export default function HomeStartup() {
  return <StartupPage content={startup} lower={<Lower />} />;
}
