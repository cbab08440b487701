import * as content from '~/content/home/startup.lower.de.ts';
import { StartupLower } from '../startup-lower.tsx';

/** /de/home-startup below its first screen: the shared sections with the German copy (a chunk of its own). */
export default function HomeStartupLowerDe() {
  return <StartupLower content={content} />;
}
