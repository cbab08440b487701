import { z } from 'zod';
import { availabilitySchema, partSchema } from './catalogue.ts';
import { singleLine } from './text.ts';
import { catalogueCsvMaxChars, catalogueCsvTooLarge } from './desk-terms.ts';

// --- Issue 42 §3: catalogue upkeep in the desk (admins); its limits and error codes are in desk-terms.ts ---

/** Changes listed by a dry run (the counts cover all of them). */
export const catalogueChangesListed = 500;

const csvField = z
  .string({ error: 'Choose a CSV file.' })
  .min(1, 'The file is empty.')
  .max(catalogueCsvMaxChars, catalogueCsvTooLarge);

/** POST /api/desk/catalogue/dry-run: the file's text. */
export const catalogueDryRunRequestSchema = z.strictObject({ csv: csvField });

/** POST /api/desk/catalogue/apply: the same file and the catalogue version its dry run saw. */
export const catalogueApplyRequestSchema = z.strictObject({
  csv: csvField,
  expectedVersion: z
    .number({ error: 'Run the dry run first.' })
    .int()
    .nonnegative()
    .max(Number.MAX_SAFE_INTEGER),
});

/** A problem of the file, at its line (1 = the header), in a column when one is to blame. */
export const catalogueProblemSchema = z.object({
  line: z.number().int(),
  column: z.string().optional(),
  message: z.string(),
});
export type CatalogueProblem = z.infer<typeof catalogueProblemSchema>;

/** The part fields a change compares (the columns of the file that a part row keeps). */
export const catalogueChangeFields = [
  'partNumber',
  'description',
  'indent',
  'unitsPerAssembly',
  'unit',
  'effectivity',
  'price',
  'availability',
  'supersededBy',
  'notes',
  'figure',
  /** A part's place in its assembly, or an assembly's in its model (a reorder). */
  'position',
  /** A model's or an assembly's own fields (a rename, a move to another line, its facts). */
  'name',
  'line',
  'summary',
  'engine',
  'seats',
  'firstYear',
  'serialRange',
  'ataChapter',
] as const;
export type CatalogueChangeField = (typeof catalogueChangeFields)[number];

export const catalogueChangeSchema = z.object({
  kind: z.enum(['added', 'changed', 'removed']),
  /**
   * What changes: a part (when absent), or an assembly's or a model's own fields (then `partId` is
   * `model_id.assembly_id` or the model's id, `partNumber` the assembly's or model's id and
   * `description` its name).
   */
  target: z.enum(['assembly', 'model']).optional(),
  /** The file's line of an added or changed part; null for a removed one (it is not in the file). */
  line: z.number().int().nullable(),
  partId: z.string(),
  partNumber: z.string(),
  description: z.string(),
  /** What changed: the stored value and the file's, as text ("" for none). */
  fields: z.array(
    z.object({ field: z.enum(catalogueChangeFields), from: z.string(), to: z.string() }),
  ),
});
export type CatalogueChange = z.infer<typeof catalogueChangeSchema>;

export const catalogueCountsSchema = z.object({
  added: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
});
export type CatalogueCounts = z.infer<typeof catalogueCountsSchema>;

export const catalogueDryRunResponseSchema = z.object({
  /** False when the file has problems: then nothing can be applied and counts are all 0. */
  valid: z.boolean(),
  rows: z.number().int().nonnegative(),
  models: z.array(z.string()),
  /** Models of the file the catalogue does not hold yet. */
  newModels: z.array(z.string()),
  assemblies: z.number().int().nonnegative(),
  problems: z.array(catalogueProblemSchema),
  /** Problems beyond those listed. */
  moreProblems: z.number().int().nonnegative(),
  counts: catalogueCountsSchema,
  /**
   * Everything the apply would change, at most catalogueChangesListed: the parts in file order, then
   * the models' and assemblies' own fields (renames, reorders), then the removed parts.
   */
  changes: z.array(catalogueChangeSchema),
  moreChanges: z.number().int().nonnegative(),
  /** The catalogue version the dry run compared against: send it back to apply. */
  catalogueVersion: z.number().int(),
});
export type CatalogueDryRunResponse = z.infer<typeof catalogueDryRunResponseSchema>;

export const catalogueApplyResponseSchema = z.object({
  rows: z.number().int().nonnegative(),
  models: z.array(z.string()),
  counts: catalogueCountsSchema,
  /** The catalogue's version after the import (the site serves it within a second). */
  catalogueVersion: z.number().int(),
});
export type CatalogueApplyResponse = z.infer<typeof catalogueApplyResponseSchema>;

/** GET /api/desk/catalogue/parts?partNumber=: the rows of one part number (spelling as in search). */
export const catalogueLookupQuerySchema = z.strictObject({
  partNumber: singleLine(64).min(1, 'Enter a part number.'),
});
export const catalogueLookupLimit = 100;
export const catalogueLookupResponseSchema = z.object({
  /** Every usage of the part number (up to catalogueLookupLimit), in catalogue order. */
  parts: z.array(partSchema),
  total: z.number().int().nonnegative(),
});
export type CatalogueLookupResponse = z.infer<typeof catalogueLookupResponseSchema>;

/** A part row's id: `model_id.assembly_id.item`. */
export const cataloguePartParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'Unknown part.'),
});

/** Largest price the catalogue holds: 9,999,999.99 (the import's seven digits). */
export const cataloguePriceMaxCents = 999_999_999;

/** PATCH /api/desk/catalogue/parts/{id}: price, availability and supersession of a part. */
export const cataloguePartUpdateRequestSchema = z.strictObject({
  /** US cents; null for "quote on request". */
  priceCents: z
    .number({ error: 'Enter a price such as 12.50, or leave it empty for quote on request.' })
    .int('Use at most two decimals.')
    .min(0, 'The price cannot be negative.')
    .max(cataloguePriceMaxCents, 'At most 9,999,999.99.')
    .nullable(),
  availability: availabilitySchema,
  /** The part number that replaces this one; null or "" for none. */
  supersededBy: singleLine(64, { error: 'At most 64 characters on one line.' }).nullable(),
  /** Apply to every row of the same part number (all its usages), not this row only. */
  allUsages: z.boolean().default(false),
  /**
   * The row's price, availability and supersession the edit was based on (as the lookup showed them).
   * When the row holds other values now (someone saved first), the edit is refused with 409
   * `catalogue_part_changed`, the current row in `error.current` and a message per changed field.
   */
  expected: z.strictObject(
    {
      priceCents: z.number().int().nonnegative().max(cataloguePriceMaxCents).nullable(),
      availability: availabilitySchema,
      supersededBy: z.string().max(64).nullable(),
    },
    { error: 'Send the values the edit is based on (reload the part).' },
  ),
});
/** The values an edit in place sets (and the ones it was based on). */
export type CataloguePartValues = z.infer<typeof cataloguePartUpdateRequestSchema>['expected'];
export type CataloguePartUpdateRequest = z.input<typeof cataloguePartUpdateRequestSchema>;

export const cataloguePartUpdateResponseSchema = z.object({
  /** The rows changed (every usage with allUsages), up to catalogueLookupLimit. */
  parts: z.array(partSchema),
  updated: z.number().int().nonnegative(),
  catalogueVersion: z.number().int(),
});
export type CataloguePartUpdateResponse = z.infer<typeof cataloguePartUpdateResponseSchema>;

// --- The search's words for the catalogue's (visitors' words the catalogue writes otherwise) ---

/** How many visitors' words the search can be taught. */
export const searchWordsMax = 500;

/** One word as the search reads it: letters and digits, upper case. */
const searchWord = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(/^[A-Za-z0-9]{2,30}$/, error)
    .transform((word) => word.toUpperCase());

/** Said under the catalogue's word when it is the visitor's word itself. */
export const searchWordItself =
  'A word cannot stand for itself: name the word the catalogue uses instead.';

/** A visitor's word: the path's `{word}`. */
export const searchWordParamsSchema = z.strictObject({
  word: searchWord('One word of 2 to 30 letters or digits, no spaces.'),
});

/**
 * PUT /api/desk/catalogue/search-words/{word}: the catalogue's word the search reads for it when the words
 * typed find no part. It must be a word of the catalogue's descriptions (3 letters or more).
 */
export const searchWordUpdateRequestSchema = z.strictObject({
  catalogueWord: searchWord(
    'One word of the catalogue’s descriptions: letters or digits, no spaces.',
  ),
});
export type SearchWordUpdateRequest = z.input<typeof searchWordUpdateRequestSchema>;

export const searchWordSchema = z.object({
  /** The visitor's word, upper case. */
  word: z.string(),
  /** The word the catalogue's descriptions use for it. */
  catalogueWord: z.string(),
  /** How many part rows have a description holding the catalogue's word. */
  parts: z.number().int().nonnegative(),
});
export type SearchWord = z.infer<typeof searchWordSchema>;

/** GET /api/desk/catalogue/search-words: every word the search was taught, by the visitor's word. */
export const searchWordsResponseSchema = z.object({
  words: z.array(searchWordSchema),
  max: z.number().int().positive(),
});
export type SearchWordsResponse = z.infer<typeof searchWordsResponseSchema>;

export const searchWordUpdateResponseSchema = z.object({
  word: searchWordSchema,
  /** False when the word was known and now reads as another catalogue word. */
  created: z.boolean(),
  catalogueVersion: z.number().int(),
});
export type SearchWordUpdateResponse = z.infer<typeof searchWordUpdateResponseSchema>;

/** DELETE /api/desk/catalogue/search-words/{word}: the word forgotten and the catalogue's word it read as. */
export const searchWordRemoveResponseSchema = z.object({
  word: z.string(),
  catalogueWord: z.string(),
});
export type SearchWordRemoveResponse = z.infer<typeof searchWordRemoveResponseSchema>;

// --- What visitors searched for and found nothing: the words to teach the search ---

/** The searches that found no part, most searched first, over the last `days` days. */
export const searchMissesQuerySchema = z.strictObject({
  days: z.coerce
    .number({ error: 'A number of days from 1 to 365.' })
    .int('A number of days from 1 to 365.')
    .min(1, 'A number of days from 1 to 365.')
    .max(365, 'A number of days from 1 to 365.')
    .default(30),
});
/** How many searches the list shows at most. */
export const searchMissesListed = 50;

export const searchMissSchema = z.object({
  /** The search as typed (spaces collapsed, at most 64 characters). */
  query: z.string(),
  /** How many times it was searched in the period. */
  searches: z.number().int().positive(),
  /** When it was last searched (ISO time). */
  lastAt: z.string(),
  /**
   * Its words (3 letters or more, upper case) that are none of the catalogue's words and not taught yet: the
   * words to teach. Empty when every word is known (the words are only never found together).
   */
  unknownWords: z.array(z.string()),
});
export type SearchMiss = z.infer<typeof searchMissSchema>;

/** GET /api/desk/catalogue/search-misses?days=30 */
export const searchMissesResponseSchema = z.object({
  misses: z.array(searchMissSchema),
  days: z.number().int().positive(),
});
export type SearchMissesResponse = z.infer<typeof searchMissesResponseSchema>;
