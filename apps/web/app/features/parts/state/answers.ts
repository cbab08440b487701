import type {
  AircraftModel,
  Assembly,
  CartResponse,
  InquiryResponse,
  Option,
  Part,
  PartSummary,
  SessionResponse,
} from '@contrail/contracts';
import { ApiRequestError } from '~/lib/http.ts';

// The parts client's checks of the API's answers, without zod (decision record 0009): building the
// contracts' schemas costs 25-40 ms of main thread when the parts page starts (×4 on a phone), longer than
// any check they would make of our own server's answers, whose shapes the API's contract tests hold. These
// check what the page relies on — the kind of answer and the fields every item must carry — so a changed
// shape still fails loudly (the call fails and the page offers Retry) instead of rendering garbage. A test
// holds each list of fields to the contract's schema.

/** Reads an answer as `T`, or throws when its shape is not what the page relies on. */
export type AnswerCheck<T> = (data: unknown) => T;

/** A field every item must carry, and the type it must have. */
export type FieldKinds = Readonly<Record<string, 'string' | 'number' | 'boolean' | 'array'>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : typeof value;
}

function fits(value: unknown, fields: FieldKinds): boolean {
  return (
    isRecord(value) &&
    Object.entries(fields).every(([field, kind]) => kindOf(value[field]) === kind)
  );
}

/** A 200 answer the page cannot use is a failed call, as any other (status 200 and code `bad_answer`). */
function badAnswer(what: string): ApiRequestError {
  return new ApiRequestError(200, `The server's answer is not ${what}.`, undefined, 'bad_answer');
}

/** An object that carries `fields`. */
export function objectWith<T>(what: string, fields: FieldKinds): AnswerCheck<T> {
  return (data) => {
    if (!fits(data, fields)) throw badAnswer(what);
    return data as T;
  };
}

/** An array whose every item carries `fields`. */
export function listOf<T>(what: string, fields: FieldKinds): AnswerCheck<T[]> {
  return (data) => {
    if (!Array.isArray(data) || !data.every((item) => fits(item, fields))) throw badAnswer(what);
    return data as T[];
  };
}

// The required fields of each answer (optional and nullable ones are read with care where used).
export const answerFields = {
  model: { model_id: 'string', line: 'string', name: 'string', summary: 'string' },
  assembly: {
    id: 'string',
    modelId: 'string',
    name: 'string',
    ataChapter: 'string',
    partCount: 'number',
  },
  part: {
    id: 'string',
    partNumber: 'string',
    description: 'string',
    indent: 'number',
    modelId: 'string',
    assemblyId: 'string',
    figure: 'string',
    item: 'string',
    unitsPerAssembly: 'string',
    unit: 'string',
    effectivity: 'string',
    availability: 'string',
  },
  partSummary: {
    partNumber: 'string',
    description: 'string',
    usageCount: 'number',
    assemblyCount: 'number',
    models: 'array',
    priceVaries: 'boolean',
    availability: 'string',
    usages: 'array',
  },
  cart: { partsCart: 'array' },
  cartItem: {
    itemId: 'string',
    id: 'string',
    partNumber: 'string',
    description: 'string',
    modelId: 'string',
    assemblyId: 'string',
    assemblyName: 'string',
    qty: 'number',
    availability: 'string',
    unit: 'string',
  },
  inquiry: { success: 'boolean', inquiryId: 'string' },
  option: { label: 'string', value: 'string' },
  session: { sessionId: 'string' },
} as const satisfies Record<string, FieldKinds>;

const partList = listOf<Part>('a list of parts', answerFields.part);
const cartShape = objectWith<CartResponse>('a cart', answerFields.cart);
const cartItems = listOf<CartResponse['partsCart'][number]>('a cart', answerFields.cartItem);

export const answers = {
  models: listOf<AircraftModel>('a list of models', answerFields.model),
  assemblies: listOf<Assembly>('a list of assemblies', answerFields.assembly),
  parts: listOf<Part>('a list of parts', answerFields.part),
  partSummaries: ((data) => {
    const list = listOf<PartSummary>('a list of parts', answerFields.partSummary)(data);
    for (const summary of list) partList(summary.usages);
    return list;
  }) satisfies AnswerCheck<PartSummary[]>,
  cart: ((data) => {
    const cart = cartShape(data);
    cartItems(cart.partsCart);
    return cart;
  }) satisfies AnswerCheck<CartResponse>,
  inquiry: objectWith<InquiryResponse>('an inquiry receipt', answerFields.inquiry),
  options: listOf<Option>('a list of options', answerFields.option),
  session: objectWith<SessionResponse>('a session', answerFields.session),
};

// What else the client needs of the contracts, as they are there (a test holds each to its original).
/** The server's session ids (`sessionIdSchema`). */
export const sessionIdPattern = /^[A-Za-z0-9_-]{22,64}$/;
export const sessionHeader = 'x-session-id';
export const totalCountHeader = 'x-total-count';
export const searchWordsHeader = 'x-search-words';
