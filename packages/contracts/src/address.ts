import { z } from 'zod';

export const optionSchema = z.object({ label: z.string(), value: z.string() });
export type Option = z.infer<typeof optionSchema>;
export const optionListSchema = z.array(optionSchema);

const placeCode = z.string().min(1).max(8);
/** Path of GET /api/address/countries/states/{value} */
export const countryParamsSchema = z.strictObject({ value: placeCode });
/** Path of GET /api/address/countries/{country}/states/{state}/cities */
export const cityParamsSchema = z.strictObject({ country: placeCode, state: placeCode });
