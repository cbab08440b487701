import * as content from '~/content/home/startup.lower.ar.ts';
import { StartupLower } from '../startup-lower.tsx';

/** /ar/home-startup below its first screen: the shared sections with the Arabic copy (a chunk of its own). */
export default function HomeStartupLowerAr() {
  return <StartupLower content={content} />;
}
