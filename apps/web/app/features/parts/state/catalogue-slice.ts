import type {
  AircraftModel,
  Assembly,
  CartItem,
  CartResponse,
  CatalogueLine,
  InquiryContactInput,
  Part,
  PartSummary,
} from '@contrail/contracts';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { ApiRequestError } from '~/lib/http.ts';
import { withApi } from './api.ts';
import { defaultCatalogue, isCatalogueLine } from './lines.ts';
import { logFailure, logged } from './log-failure.ts';
import { sessionKnown, storage, storageKeys } from './storage.ts';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type CatalogueResource = 'models' | 'assemblies' | 'parts' | 'cart' | 'inquiry';

/** What the parts list shows: an assembly's parts or search results (spec §4: search replaces parts). */
export type PartsSource =
  { kind: 'assembly'; modelId: string; assembly: string } | { kind: 'search'; query: string };

export interface CatalogueState {
  /** Spec §3 flags: the last call succeeded / failed. */
  success: boolean;
  failed: boolean;
  initialCatalog: CatalogueLine;
  /** Model ids, never empty ones (spec §4). */
  models: string[];
  /** Each model's facts by id. */
  modelInfo: Record<string, AircraftModel>;
  assemblies: Assembly[];
  assembliesFor: string | null;
  parts: Part[];
  /** Matches on the server (X-Total-Count); more than `parts.length` while pages are still to load. */
  partsTotal: number;
  partsSource: PartsSource | null;
  /** Search results, one per part number (their usages are `parts`). */
  partGroups: PartSummary[];
  /** The words the search results were found by when they are not the words typed (SearchPage's `readAs`). */
  partsReadAs: string[];
  partsRequestId: string | null;
  /** Ids of the parts ticked in the list. */
  partsSelected: string[];
  partsCart: CartItem[];
  partsLastUpdated: string | null;
  /** The e-mail the server keeps the cart under, if any. */
  cartEmail: string | null;
  /** The cart as it was before an optimistic change, restored if the change fails. */
  cartBackup: CartItem[] | null;
  /** Cart lines with a change on its way. */
  cartPending: string[];
  /** Loading the session's cart from the server on start (GET /api/cart). */
  cartLoad: LoadStatus;
  /** The cart load whose answer is still wanted (a cart change since makes it stale). */
  cartLoadRequestId: string | null;
  inquiryId: string | null;
  inquiryError: InquiryFailure | null;
  status: Record<CatalogueResource, LoadStatus>;
}

/** Spec §8: a failed inquiry passes on status 400 and success false. */
export interface InquiryFailure {
  status: 400;
  success: false;
  error: string;
  /** The server refused for now (429): its `Retry-After` in seconds, when it gave one. */
  rateLimited?: { retryAfter?: number };
}

export const initialCatalogueState: CatalogueState = {
  success: false,
  failed: false,
  initialCatalog: defaultCatalogue,
  models: [],
  modelInfo: {},
  assemblies: [],
  assembliesFor: null,
  parts: [],
  partsTotal: 0,
  partsSource: null,
  partGroups: [],
  partsReadAs: [],
  partsRequestId: null,
  partsSelected: [],
  partsCart: [],
  partsLastUpdated: null,
  cartEmail: null,
  cartBackup: null,
  cartPending: [],
  cartLoad: 'idle',
  cartLoadRequestId: null,
  inquiryId: null,
  inquiryError: null,
  status: { models: 'idle', assemblies: 'idle', parts: 'idle', cart: 'idle', inquiry: 'idle' },
};

type ThunkState = { catalogue: CatalogueState };

export const setCatalog = createAsyncThunk('catalogue/setCatalog', (line: string) =>
  logged('setCatalog', async () => {
    if (!isCatalogueLine(line)) throw new Error(`Unknown aircraft line: ${line}`);
    storage.set(storageKeys.catalog, line);
    return line;
  }),
);

export const loadModels = createAsyncThunk('catalogue/loadModels', (_: void, { signal }) =>
  logged('loadModels', () => withApi((client) => client.models(signal))),
);

export const loadAssemblies = createAsyncThunk(
  'catalogue/loadAssemblies',
  (modelId: string, { signal }) =>
    logged('loadAssemblies', () => withApi((client) => client.assemblies(modelId, signal))),
);

export const loadParts = createAsyncThunk(
  'catalogue/loadParts',
  (arg: { modelId: string; assembly: string; offset?: number }, { signal }) =>
    logged('loadParts', () =>
      withApi((client) => client.parts(arg.modelId, arg.assembly, arg.offset ?? 0, signal)),
    ),
);

export const fuzzySearchParts = createAsyncThunk(
  'catalogue/fuzzySearchParts',
  (query: string, { signal }) =>
    logged('fuzzySearchParts', () => withApi((client) => client.search(query.trim(), signal))),
);

export const selectParts = createAsyncThunk('catalogue/selectParts', (ids: readonly string[]) =>
  logged('selectParts', async () => [...new Set(ids)]),
);

/**
 * The session's cart from the server on start (GET /api/cart): the server is the source of truth, so
 * a reload shows the cart as the server holds it.
 */
export const loadCart = createAsyncThunk('catalogue/loadCart', (_: void, { signal }) =>
  logged('loadCart', async () => {
    // Earlier versions kept a copy of the cart in the browser; it is no longer read.
    storage.set(storageKeys.legacyCart, null);
    // No session yet: nothing was ever added. Answer the empty cart without loading the API client
    // (a line page then needs no zod at all).
    if (!sessionKnown())
      return { partsCart: [], partsLastUpdated: null, email: null } satisfies CartResponse;
    return withApi((client) => client.cart(signal));
  }),
);

export const addToCart = createAsyncThunk(
  'catalogue/addToCart',
  (arg: { parts: { id: string; qty: number }[]; email?: string }) =>
    logged('addToCart', () => withApi((client) => client.addToCart(arg.parts, arg.email))),
);

export const fetchCartByEmail = createAsyncThunk('catalogue/fetchCartByEmail', (email: string) =>
  logged('fetchCartByEmail', () => withApi((client) => client.cartByEmail(email.trim()))),
);

export const removeCartItem = createAsyncThunk('catalogue/removeCartItem', (itemId: string) =>
  logged('removeCartItem', () => withApi((client) => client.removeCartItem(itemId))),
);

/** Quantities never go below 0 (spec §4, §5); 0 removes the line. */
export const changeQty = createAsyncThunk(
  'catalogue/changeQty',
  (arg: { itemId: string; qty: number }) =>
    logged('changeQty', () =>
      withApi((client) => client.changeQty(arg.itemId, Math.max(0, Math.trunc(arg.qty)))),
    ),
);

export const sendInquiry = createAsyncThunk<
  { success: true; inquiryId: string },
  InquiryContactInput,
  { state: ThunkState; rejectValue: InquiryFailure }
>('catalogue/sendInquiry', async (contact, { getState, rejectWithValue }) => {
  try {
    const lines = getState().catalogue.partsCart.map(({ itemId, id, qty }) => ({
      itemId,
      id,
      qty,
    }));
    return await withApi((client) => client.sendInquiry(lines, contact));
  } catch (error) {
    logFailure('sendInquiry', error);
    const limited = error instanceof ApiRequestError && error.status === 429;
    return rejectWithValue({
      status: 400,
      success: false,
      error: error instanceof Error ? error.message : 'The inquiry could not be sent.',
      ...(limited ? { rateLimited: { retryAfter: error.retryAfterSeconds } } : {}),
    });
  }
});

const cartThunks = [addToCart, fetchCartByEmail, removeCartItem, changeQty] as const;

function succeed(state: CatalogueState, resource: CatalogueResource) {
  state.success = true;
  state.failed = false;
  state.status[resource] = 'succeeded';
}
function fail(state: CatalogueState, resource: CatalogueResource) {
  state.success = false;
  state.failed = true;
  state.status[resource] = 'failed';
}
function storeCart(state: CatalogueState, cart: CartResponse) {
  state.partsCart = cart.partsCart;
  state.partsLastUpdated = cart.partsLastUpdated;
  state.cartEmail = cart.email;
}
/** Applies a quantity locally while the server confirms it. */
function applyQty(state: CatalogueState, itemId: string, qty: number) {
  state.cartBackup ??= state.partsCart.map((line) => ({ ...line }));
  state.partsCart = state.partsCart
    .map((line) => (line.itemId === itemId ? { ...line, qty } : line))
    .filter((line) => line.qty > 0);
}

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogueState,
  reducers: {
    inquiryDismissed(state) {
      state.inquiryId = null;
      state.inquiryError = null;
      state.status.inquiry = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(setCatalog.pending, (state) => {
        state.success = false;
      })
      .addCase(setCatalog.fulfilled, (state, action) => {
        state.initialCatalog = action.payload;
        state.success = true;
        state.failed = false;
      })
      .addCase(setCatalog.rejected, (state) => {
        state.success = false;
        state.failed = true;
      })
      .addCase(loadModels.pending, (state) => {
        state.status.models = 'loading';
      })
      .addCase(loadModels.fulfilled, (state, action) => {
        const models = action.payload.filter((model) => model.model_id.trim() !== '');
        state.models = models.map((model) => model.model_id);
        state.modelInfo = Object.fromEntries(models.map((model) => [model.model_id, model]));
        succeed(state, 'models');
      })
      .addCase(loadModels.rejected, (state) => fail(state, 'models'))
      .addCase(loadAssemblies.pending, (state, action) => {
        state.status.assemblies = 'loading';
        if (state.assembliesFor !== action.meta.arg) state.assemblies = [];
        state.assembliesFor = action.meta.arg;
      })
      .addCase(loadAssemblies.fulfilled, (state, action) => {
        if (state.assembliesFor !== action.meta.arg) return;
        state.assemblies = action.payload;
        succeed(state, 'assemblies');
      })
      .addCase(loadAssemblies.rejected, (state, action) => {
        if (state.assembliesFor === action.meta.arg && !action.meta.aborted)
          fail(state, 'assemblies');
      })
      .addCase(loadParts.pending, (state, action) => {
        const { modelId, assembly, offset = 0 } = action.meta.arg;
        state.status.parts = 'loading';
        state.partsRequestId = action.meta.requestId;
        if (offset === 0) {
          state.partsSource = { kind: 'assembly', modelId, assembly };
          state.parts = [];
          state.partsTotal = 0;
        }
      })
      .addCase(loadParts.fulfilled, (state, action) => {
        if (state.partsRequestId !== action.meta.requestId) return;
        const { parts, total, offset } = action.payload;
        state.parts = offset === 0 ? parts : [...state.parts.slice(0, offset), ...parts];
        state.partsTotal = total;
        succeed(state, 'parts');
      })
      .addCase(fuzzySearchParts.pending, (state, action) => {
        state.status.parts = 'loading';
        state.partsRequestId = action.meta.requestId;
        state.partsSource = { kind: 'search', query: action.meta.arg.trim() };
      })
      .addCase(fuzzySearchParts.fulfilled, (state, action) => {
        if (state.partsRequestId !== action.meta.requestId) return;
        state.parts = action.payload.parts;
        state.partGroups = action.payload.groups;
        state.partsReadAs = action.payload.readAs;
        state.partsTotal = action.payload.total;
        succeed(state, 'parts');
      })
      .addCase(loadCart.pending, (state, action) => {
        state.cartLoad = 'loading';
        state.cartLoadRequestId = action.meta.requestId;
      })
      .addCase(loadCart.fulfilled, (state, action) => {
        state.cartLoad = 'succeeded';
        // A cart change answered since carries the newer cart: keep it.
        if (state.cartLoadRequestId !== action.meta.requestId) return;
        state.cartLoadRequestId = null;
        storeCart(state, action.payload);
        succeed(state, 'cart');
      })
      .addCase(loadCart.rejected, (state, action) => {
        if (state.cartLoadRequestId !== action.meta.requestId || action.meta.aborted) return;
        state.cartLoadRequestId = null;
        state.cartLoad = 'failed';
        fail(state, 'cart');
      })
      .addCase(selectParts.pending, (state) => {
        state.success = false;
      })
      .addCase(selectParts.fulfilled, (state, action) => {
        state.partsSelected = action.payload;
        state.success = true;
        state.failed = false;
      })
      .addCase(selectParts.rejected, (state) => {
        state.success = false;
        state.failed = true;
      })
      .addCase(sendInquiry.pending, (state) => {
        state.status.inquiry = 'loading';
        state.inquiryId = null;
        state.inquiryError = null;
      })
      .addCase(sendInquiry.fulfilled, (state, action) => {
        state.inquiryId = action.payload.inquiryId;
        state.partsCart = [];
        state.partsSelected = [];
        state.partsLastUpdated = new Date().toISOString();
        succeed(state, 'inquiry');
      })
      .addCase(sendInquiry.rejected, (state, action) => {
        state.inquiryError = action.payload ?? {
          status: 400,
          success: false,
          error: action.error.message ?? 'The inquiry could not be sent.',
        };
        fail(state, 'inquiry');
      });

    for (const thunk of cartThunks) {
      builder
        .addCase(thunk.pending, (state, action) => {
          state.status.cart = 'loading';
          if (changeQty.pending.match(action)) {
            const { itemId, qty } = action.meta.arg;
            state.cartPending.push(itemId);
            applyQty(state, itemId, Math.max(0, Math.trunc(qty)));
          } else if (removeCartItem.pending.match(action)) {
            state.cartPending.push(action.meta.arg);
            applyQty(state, action.meta.arg, 0);
          }
        })
        .addCase(thunk.fulfilled, (state, action) => {
          storeCart(state, action.payload);
          if (addToCart.fulfilled.match(action)) {
            // The added parts are no longer ticked; other ticks stay.
            const added = new Set(action.meta.arg.parts.map((part) => part.id));
            state.partsSelected = state.partsSelected.filter((id) => !added.has(id));
          }
          state.cartBackup = null;
          state.cartPending = [];
          // This answer is the server's newer cart: a cart load still on its way is stale.
          state.cartLoadRequestId = null;
          state.cartLoad = 'succeeded';
          succeed(state, 'cart');
        })
        .addCase(thunk.rejected, (state) => {
          if (state.cartBackup) state.partsCart = state.cartBackup;
          state.cartBackup = null;
          state.cartPending = [];
          fail(state, 'cart');
        });
    }

    // Failures of the parts list (assembly or search), ignoring superseded and cancelled requests.
    for (const thunk of [loadParts, fuzzySearchParts] as const) {
      builder.addCase(thunk.rejected, (state, action) => {
        if (state.partsRequestId === action.meta.requestId && !action.meta.aborted)
          fail(state, 'parts');
      });
    }
  },
});

export const { inquiryDismissed } = catalogueSlice.actions;
export const catalogueReducer = catalogueSlice.reducer;
