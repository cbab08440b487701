import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '~/lib/page-meta.ts';

/** The desk's pages: their title and description, and never in a search engine. */
export const deskMeta = (args: Parameters<typeof pageMeta>[0]): MetaDescriptor[] => [
  ...pageMeta(args),
  { name: 'robots', content: 'noindex, nofollow' },
];
