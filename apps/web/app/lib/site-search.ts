import { routeGroups, type SiteLink } from '~/site-map/types.ts';

/** A page as the search reads it: the lean site-map row and its description. */
export type SearchableRoute = SiteLink & { description: string };

export interface SearchHit {
  route: SearchableRoute;
  score: number;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Ranks registered pages for a query: title matches weigh most, then group, description and path. */
export function searchSite(routes: readonly SearchableRoute[], query: string): SearchHit[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const route of routes) {
    const fields: Array<[string[], number]> = [
      [words(route.title), 5],
      [words(routeGroups[route.group]), 3],
      [words(route.description), 2],
      [words(route.path), 1],
    ];
    let score = 0;
    let matchedAll = true;
    for (const term of terms) {
      let best = 0;
      for (const [fieldWords, weight] of fields) {
        if (fieldWords.includes(term)) best = Math.max(best, weight * 2);
        else if (fieldWords.some((w) => w.startsWith(term))) best = Math.max(best, weight);
      }
      if (best === 0) matchedAll = false;
      score += best;
    }
    if (matchedAll && score > 0) hits.push({ route, score });
  }
  return hits.sort((a, b) => b.score - a.score || a.route.title.localeCompare(b.route.title));
}
