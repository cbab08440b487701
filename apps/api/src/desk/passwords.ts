import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB of memory,
 * two passes, one lane. The PHC string keeps the parameters, so raising them later still verifies
 * old hashes.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** A hash of nothing anyone types, verified when the address has no account (same time spent). */
let decoy: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
