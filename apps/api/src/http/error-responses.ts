import { apiErrorSchema } from '@contrail/contracts';

/** The error answers every route may give, in the API's one error shape. */
export const errorResponses = {
  '4xx': apiErrorSchema.describe(
    'A client error: invalid input (with per-field messages), not found, rate limited.',
  ),
  '5xx': apiErrorSchema.describe('A server error; details stay in the server log.'),
} as const;
