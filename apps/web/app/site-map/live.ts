import liveRows from 'virtual:site-live';
import { lookupsOf } from './lookup.ts';

// The live-link check alone (breadcrumbs, blog and portfolio cards, category tiles): it reads each row's
// path and a parameterised row's served values, not the titles, menu flags and thumbnails of the lean site
// map (links.ts), in half its size. The same answers as links.ts's isLiveHref (links.test.ts).

/**
 * True when an internal link leads to a registered page (query and hash ignored): a static row, or a value
 * a parameterised row serves. External links are live.
 */
export const isLiveHref = lookupsOf(liveRows).isLiveHref;
