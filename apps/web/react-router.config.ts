import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/site-map/index.ts';

// Static site: every registered route is prerendered to HTML at build time and hydrated;
// the server answers unknown paths with the prerendered not-found page and status 404.
export default {
  ssr: false,
  prerender: () => [...prerenderPaths(), '/404'],
} satisfies Config;
