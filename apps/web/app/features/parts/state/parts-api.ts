import type {
  CartResponse,
  InquiryContactInput,
  InquiryResponse,
  Part,
  PartSummary,
} from '@contrail/contracts';
import { apiRequest } from '~/lib/api.ts';
import { answers, searchWordsHeader, totalCountHeader } from './answers.ts';
import { isUnknownSession, withSession } from './session.ts';
import { rememberSession, sessionKnown } from './storage.ts';

const seg = encodeURIComponent;

/** Parts per request of an assembly's parts list (the API allows up to 500). */
export const partsPageSize = 500;

/** Usages per request of one part number's usage list (the API allows up to 200). */
export const usagesPageSize = 100;

/** The cart of a visitor who has none on the server (no session yet, or one the server dropped). */
export const emptyCart: CartResponse = { partsCart: [], partsLastUpdated: null, email: null };

export interface PartsPage {
  parts: Part[];
  total: number;
  offset: number;
}

/** Search results: one group per part number; `total` counts distinct part numbers. */
export interface SearchPage extends PartsPage {
  groups: PartSummary[];
  /** When no description held the words typed: the words the results were found by (sets), lower case. */
  readAs: string[];
}

function total(headers: Headers, fallback: number): number {
  const value = Number(headers.get(totalCountHeader));
  return Number.isFinite(value) && headers.has(totalCountHeader) ? value : fallback;
}

/** Typed calls of spec §7 (base /api/). Cart calls carry the session in its httpOnly cookie (the browser sends it). */
export const partsApi = {
  async models(signal?: AbortSignal) {
    return (await apiRequest('models/', answers.models, { signal })).data;
  },
  async assemblies(modelId: string, signal?: AbortSignal) {
    return (await apiRequest(`models/${seg(modelId)}/assemblies`, answers.assemblies, { signal }))
      .data;
  },
  async parts(
    modelId: string,
    assembly: string,
    offset = 0,
    signal?: AbortSignal,
  ): Promise<PartsPage> {
    const { data, headers } = await apiRequest(
      `models/${seg(modelId)}/assemblies/${seg(assembly)}/parts?offset=${offset}&limit=${partsPageSize}`,
      answers.parts,
      { signal },
    );
    return { parts: data, total: total(headers, offset + data.length), offset };
  },
  /** The search, one result per part number (`?group=part`); `parts` holds their usages. */
  async search(query: string, signal?: AbortSignal): Promise<SearchPage> {
    const { data, headers } = await apiRequest(
      `models/assemblies/parts/search/${seg(query)}?group=part`,
      answers.partSummaries,
      { signal },
    );
    return {
      groups: data,
      parts: data.flatMap((group) => group.usages),
      total: total(headers, data.length),
      offset: 0,
      readAs: (headers.get(searchWordsHeader) ?? '').toLowerCase().split(', ').filter(Boolean),
    };
  },
  /**
   * A page of every usage of one part number, from `offset`. With the description its grouped search
   * matched it by, the order is that answer's `usages`, so `offset` = their count continues them.
   */
  async usages(
    partNumber: string,
    offset: number,
    description?: string,
    signal?: AbortSignal,
  ): Promise<PartsPage> {
    const query = new URLSearchParams({ offset: String(offset), limit: String(usagesPageSize) });
    if (description) query.set('description', description);
    const { data, headers } = await apiRequest(
      `parts/${seg(partNumber)}/usages?${query.toString()}`,
      answers.parts,
      { signal },
    );
    return { parts: data, total: total(headers, offset + data.length), offset };
  },
  /**
   * The session's own cart (GET /api/cart, the session cookie), to show it after a reload. Without a
   * session nothing was ever added, so the cart is empty and no session is created for it; a session
   * the server no longer knows is forgotten and the cart is empty too.
   */
  async cart(signal?: AbortSignal): Promise<CartResponse> {
    if (!sessionKnown()) return emptyCart;
    try {
      return (await apiRequest('cart', answers.cart, { signal })).data;
    } catch (error) {
      if (!isUnknownSession(error)) throw error;
      rememberSession(false);
      return emptyCart;
    }
  },
  addToCart(parts: { id: string; qty: number }[], email?: string): Promise<CartResponse> {
    return withSession(
      async () =>
        (
          await apiRequest('cart', answers.cart, {
            method: 'POST',
            body: email ? { parts, email } : { parts },
          })
        ).data,
    );
  },
  cartByEmail(email: string): Promise<CartResponse> {
    return withSession(async () => (await apiRequest(`cart/${seg(email)}`, answers.cart)).data);
  },
  /** DELETE, not the specification's GET cart/remove/{itemId}, which the server refuses from other sites. */
  removeCartItem(itemId: string): Promise<CartResponse> {
    return withSession(
      async () =>
        (await apiRequest(`cart/items/${seg(itemId)}`, answers.cart, { method: 'DELETE' })).data,
    );
  },
  changeQty(itemId: string, qty: number): Promise<CartResponse> {
    return withSession(
      async () =>
        (
          await apiRequest('cart/qty', answers.cart, {
            method: 'POST',
            body: { itemId, qty },
          })
        ).data,
    );
  },
  sendInquiry(
    partsCart: { itemId: string; id: string; qty: number }[],
    contact: InquiryContactInput,
  ): Promise<InquiryResponse> {
    return withSession(
      async () =>
        (
          await apiRequest('cart/inquiry', answers.inquiry, {
            method: 'POST',
            body: { partsCart, contact },
          })
        ).data,
    );
  },
  async countries() {
    return (await apiRequest('address/countries', answers.options)).data;
  },
  async states(country: string) {
    return (await apiRequest(`address/countries/states/${seg(country)}`, answers.options)).data;
  },
  async cities(country: string, state: string) {
    return (
      await apiRequest(
        `address/countries/${seg(country)}/states/${seg(state)}/cities`,
        answers.options,
      )
    ).data;
  },
};
