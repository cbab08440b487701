import * as english from '~/content/home/startup.lower.ts';
import { StartupLower } from '../startup-lower.tsx';

/** /home-startup below its first screen, in English: a chunk of its own (home-startup.tsx). */
export default function HomeStartupLower() {
  return <StartupLower content={english} />;
}
