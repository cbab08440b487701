import * as contracts from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiRequestError } from '~/lib/http.ts';
import {
  answerFields,
  answers,
  sessionHeader,
  sessionIdPattern,
  searchWordsHeader,
  totalCountHeader,
  type FieldKinds,
} from './answers.ts';
import {
  assemblies,
  cart,
  countries,
  groupOf,
  makePart,
  models,
  sessionId,
} from './test-fixtures.ts';

/** The fields of an object schema that are neither optional nor nullable: what every answer carries. */
function requiredFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success && !field.safeParse(null).success)
    .map(([name]) => name)
    .sort();
}

const schemaOf: Record<keyof typeof answerFields, z.ZodObject> = {
  model: contracts.modelSchema,
  assembly: contracts.assemblySchema,
  part: contracts.partSchema,
  partSummary: contracts.partSummarySchema,
  cart: contracts.cartResponseSchema.pick({ partsCart: true }),
  cartItem: contracts.cartItemSchema,
  inquiry: contracts.inquiryResponseSchema,
  option: contracts.optionSchema,
  session: contracts.sessionResponseSchema,
};

const rejects = (read: (data: unknown) => unknown, data: unknown) => {
  let error: unknown;
  try {
    read(data);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ApiRequestError);
  expect(error).toMatchObject({ code: 'bad_answer' });
};

describe('answer checks without zod', () => {
  it.each(Object.entries(answerFields))(
    '%s: every field the contract requires, and no other',
    (name, fields: FieldKinds) => {
      expect(Object.keys(fields).sort()).toEqual(
        requiredFields(schemaOf[name as keyof typeof answerFields]),
      );
    },
  );

  const valid = {
    models: models.filter((model) => model.model_id.trim()),
    assemblies,
    parts: [makePart(1), makePart(2, { supersededBy: 'AN3-3A', notes: 'Use with washer' })],
    partSummaries: [groupOf([makePart(1), makePart(2, { partNumber: 'AN3-1A' })])],
    cart: cart(3),
    inquiry: { success: true, inquiryId: 'INQ-2026-0001' },
    options: countries,
    session: { sessionId },
  } satisfies Record<keyof typeof answers, unknown>;
  const schemas = {
    models: contracts.modelListSchema,
    assemblies: contracts.assemblyListSchema,
    parts: contracts.partListSchema,
    partSummaries: contracts.partSummaryListSchema,
    cart: contracts.cartResponseSchema,
    inquiry: contracts.inquiryResponseSchema,
    options: contracts.optionListSchema,
    session: contracts.sessionResponseSchema,
  } satisfies Record<keyof typeof answers, z.ZodType>;

  it.each(Object.keys(valid) as (keyof typeof answers)[])(
    '%s: an answer the contract accepts is read as it is',
    (name) => {
      expect(schemas[name].safeParse(valid[name]).success).toBe(true);
      expect(answers[name](valid[name])).toBe(valid[name]);
    },
  );

  it('an answer of another shape fails the call, as the contract would', () => {
    const broken: [keyof typeof answers, unknown][] = [
      ['models', { models }],
      ['models', [{ ...valid.models[0], name: undefined }]],
      ['assemblies', [{ ...assemblies[0], partCount: '3' }]],
      ['parts', null],
      ['parts', [makePart(1), { ...makePart(2), partNumber: 42 }]],
      ['partSummaries', [makePart(1)]],
      ['partSummaries', [groupOf([makePart(1)], { usageCount: '1' as unknown as number })]],
      ['partSummaries', [groupOf([{ ...makePart(1), figure: 7 as unknown as string }])]],
      ['cart', []],
      ['cart', { partsCart: null, partsLastUpdated: null, email: null }],
      ['cart', { ...cart(), partsCart: [{ ...cart().partsCart[0], qty: undefined }] }],
      ['inquiry', { ok: true }],
      ['options', [{ label: 'Canada' }]],
      ['session', { id: sessionId }],
    ];
    for (const [name, data] of broken) {
      expect(schemas[name].safeParse(data).success, name).toBe(false);
      rejects(answers[name], data);
    }
  });

  it('session ids and header names are the contracts’', () => {
    for (const id of [
      sessionId,
      'short',
      'x'.repeat(64),
      'x'.repeat(65),
      'has space in it here..',
      '',
    ])
      expect(sessionIdPattern.test(id)).toBe(contracts.sessionIdSchema.safeParse(id).success);
    expect(sessionHeader).toBe(contracts.sessionHeader);
    expect(totalCountHeader).toBe(contracts.totalCountHeader);
    expect(searchWordsHeader).toBe(contracts.searchWordsHeader);
  });
});
