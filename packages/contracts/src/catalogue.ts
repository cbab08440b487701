import { z } from 'zod';

/** Aircraft lines the catalogue knows; `husky` is the default catalogue. */
export const catalogueLines = ['husky', 'pitts', 'eagle'] as const;
export const catalogueLineSchema = z.enum(catalogueLines);
export type CatalogueLine = z.infer<typeof catalogueLineSchema>;
export const defaultCatalogue: CatalogueLine = 'husky';

/** GET /api/models/ */
export const modelSchema = z.object({
  model_id: z.string().min(1),
  line: catalogueLineSchema,
  name: z.string(),
  summary: z.string(),
  engine: z.string().optional(),
  seats: z.number().int().optional(),
  firstYear: z.number().int().optional(),
  serialRange: z.string().optional(),
});
export type AircraftModel = z.infer<typeof modelSchema>;
export const modelListSchema = z.array(modelSchema);

/** GET /api/models/{model_id}/assemblies */
export const assemblySchema = z.object({
  id: z.string().min(1),
  modelId: z.string(),
  name: z.string(),
  ataChapter: z.string(),
  figure: z.string().optional(),
  partCount: z.number().int().nonnegative(),
});
export type Assembly = z.infer<typeof assemblySchema>;
export const assemblyListSchema = z.array(assemblySchema);

export const availabilitySchema = z.enum(['in-stock', 'limited', 'backorder', 'quote']);
export type Availability = z.infer<typeof availabilitySchema>;

/** A part row of the illustrated parts catalogue (IPC). */
export const partSchema = z.object({
  id: z.string().min(1),
  partNumber: z.string(),
  description: z.string(),
  /** Indentation level of the nomenclature (0 = top assembly, 1 = its detail parts, ...). */
  indent: z.number().int().min(0).max(5),
  modelId: z.string(),
  assemblyId: z.string(),
  assemblyName: z.string().optional(),
  figure: z.string(),
  item: z.string(),
  unitsPerAssembly: z.string(),
  unit: z.string(),
  effectivity: z.string(),
  /** Price in US cents; null means "quote on request". */
  priceCents: z.number().int().nonnegative().nullable(),
  availability: availabilitySchema,
  supersededBy: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Part = z.infer<typeof partSchema>;
export const partListSchema = z.array(partSchema);

/** Default and largest page of GET models/{m}/assemblies/{a}/parts. */
export const partsPageDefault = 200;
export const partsPageMax = 1000;

/** Query of the paged parts list: GET models/{m}/assemblies/{a}/parts?offset=&limit= */
export const partsPageQuerySchema = z.strictObject({
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(partsPageMax).default(partsPageDefault),
});

/** Header carrying the total number of matches of a list answer. */
export const totalCountHeader = 'x-total-count';
/**
 * Header of a search no part's description answered with the words typed: the sets of words its description
 * matches hold instead (a misspelt word corrected, the catalogue's word for the visitor's, all words but one),
 * best first, in the order typed, `, ` between sets and a space between words ("GEAR LEG, LANDING GEAR" for
 * "landing gear leg", "TAIL WHEEL SPRING" for "tial wheel spring"). Absent when a description held them.
 */
export const searchWordsHeader = 'x-search-words';
export const searchResultLimit = 50;

/** Path of GET models/{model_id}/assemblies */
export const modelParamsSchema = z.strictObject({ model_id: z.string().min(1).max(40) });
/** Path of GET models/{model_id}/assemblies/{assembly}/parts */
export const assemblyParamsSchema = z.strictObject({
  model_id: z.string().min(1).max(40),
  assembly: z.string().min(1).max(16),
});
/** Path of GET models/assemblies/parts/search/{partFuzzySearch} (length checked by the route). */
export const partSearchParamsSchema = z.strictObject({ partFuzzySearch: z.string() });

/** Deepest offset of a search page: ranking reads a bounded number of candidates. */
export const searchOffsetMax = 450;

/**
 * Query of the part search: `group=part` answers one object per part number instead of one row
 * per usage; `offset` and `limit` page either answer (at most 50 a page).
 */
export const partSearchQuerySchema = z.strictObject({
  group: z.enum(['part'], { error: 'Only "part" groups a search.' }).optional(),
  offset: z.coerce.number().int().min(0).max(searchOffsetMax).default(0),
  limit: z.coerce.number().int().min(1).max(searchResultLimit).default(searchResultLimit),
});
export type PartSearchQuery = z.infer<typeof partSearchQuerySchema>;

/** Most usages listed with each part of a grouped search (usageCount counts them all). */
export const partUsageLimit = 20;

/** One part number of a grouped search (`?group=part`): what it is, where it is used, what it costs. */
export const partSummarySchema = z.object({
  partNumber: z.string(),
  description: z.string(),
  /** Catalogue rows using this part number (a part may be used twice in one assembly). */
  usageCount: z.number().int().nonnegative(),
  /** Distinct assemblies (of any model) using it. */
  assemblyCount: z.number().int().nonnegative(),
  /** Model ids using it, in catalogue order. */
  models: z.array(z.string()),
  /** Lowest price of its usages in US cents; null when every usage is "quote on request". */
  priceCents: z.number().int().nonnegative().nullable(),
  /** True when the usages differ in price or unit: the cart must name the usage. */
  priceVaries: z.boolean(),
  /** The best availability of its usages. */
  availability: availabilitySchema,
  /** The part number that supersedes this one, when a usage says so. */
  supersededBy: z.string().nullable(),
  /** Set on a part listed because it supersedes a part that matched: the superseded number. */
  supersedes: z.string().nullable(),
  /** The best usages first (the row matching the query's description, then catalogue order). */
  usages: partListSchema.max(partUsageLimit),
});
export type PartSummary = z.infer<typeof partSummarySchema>;
export const partSummaryListSchema = z.array(partSummarySchema);

/** Default and largest page of GET parts/{partNumber}/usages. */
export const partUsagesPageDefault = 100;
export const partUsagesPageMax = 200;

/** Path of GET parts/{partNumber}/usages: a part number as the catalogue writes it. */
export const partUsagesParamsSchema = z.strictObject({ partNumber: z.string().min(1).max(64) });

/**
 * Query of GET parts/{partNumber}/usages?offset=&limit=&description=: a page of every usage of one
 * part number. `description` is the one a grouped search matched the part by (its summary's
 * `description`): its usages come first, in the grouped answer's order, so `offset` = the summary's
 * `usages.length` continues that list. Without it, catalogue order.
 */
export const partUsagesQuerySchema = z.strictObject({
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(partUsagesPageMax).default(partUsagesPageDefault),
  description: z.string().min(1).max(200).optional(),
});
export type PartUsagesQuery = z.infer<typeof partUsagesQuerySchema>;
