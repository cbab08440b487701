import type {
  CatalogueApplyResponse,
  CatalogueDryRunResponse,
  CatalogueLookupResponse,
  CataloguePartUpdateRequest,
  CataloguePartUpdateResponse,
  SearchMissesResponse,
  SearchWordRemoveResponse,
  SearchWordsResponse,
  SearchWordUpdateRequest,
  SearchWordUpdateResponse,
} from '@contrail/contracts';
import { apiFetch } from '~/lib/http.ts';

/** The catalogue page's calls (admins): same-origin JSON, as the rest of the desk's. */
export const deskCatalogueApi = {
  dryRun: async (csv: string) =>
    (await apiFetch('desk/catalogue/dry-run', { method: 'POST', body: { csv } }))
      .data as CatalogueDryRunResponse,
  apply: async (csv: string, expectedVersion: number) =>
    (await apiFetch('desk/catalogue/apply', { method: 'POST', body: { csv, expectedVersion } }))
      .data as CatalogueApplyResponse,
  lookup: async (partNumber: string) =>
    (await apiFetch(`desk/catalogue/parts?partNumber=${encodeURIComponent(partNumber)}`))
      .data as CatalogueLookupResponse,
  update: async (id: string, body: CataloguePartUpdateRequest) =>
    (
      await apiFetch(`desk/catalogue/parts/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
      })
    ).data as CataloguePartUpdateResponse,
  /** The words the search was taught (a visitor's word → the catalogue's), by the visitor's word. */
  searchWords: async (signal?: AbortSignal) =>
    (await apiFetch('desk/catalogue/search-words', { signal })).data as SearchWordsResponse,
  /** Teaches a visitor's word, or moves it to another catalogue word. */
  saveSearchWord: async (word: string, body: SearchWordUpdateRequest) =>
    (
      await apiFetch(`desk/catalogue/search-words/${encodeURIComponent(word)}`, {
        method: 'PUT',
        body,
      })
    ).data as SearchWordUpdateResponse,
  /** Forgets a visitor's word: the word and the catalogue's word it read as. */
  removeSearchWord: async (word: string) =>
    (
      await apiFetch(`desk/catalogue/search-words/${encodeURIComponent(word)}`, {
        method: 'DELETE',
      })
    ).data as SearchWordRemoveResponse,
  /** The searches that found no part over the last `days` days, most searched first. */
  searchMisses: async (days: number, signal?: AbortSignal) =>
    (await apiFetch(`desk/catalogue/search-misses?days=${days}`, { signal }))
      .data as SearchMissesResponse,
};

/** "12.50" → 1250, "" → null (quote on request); undefined when it is not an amount. */
export function parsePrice(text: string): number | null | undefined {
  const value = text.trim().replace(/^\$/, '');
  if (value === '' || value.toLowerCase() === 'quote') return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return undefined;
  const [whole = '0', cents = ''] = value.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** 1250 → "12.50", null → "" (as the price field shows it). */
export const priceText = (cents: number | null) =>
  cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
