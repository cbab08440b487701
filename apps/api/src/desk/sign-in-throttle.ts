import { nowIso } from '../db/index.ts';
import type { DeskRepository, ThrottleState } from './desk-repository.ts';
import { sha256 } from './desk-repository.ts';

/**
 * Failed password sign-ins are counted per address (whether or not it has an account, so the
 * answer never tells) and per client IP, in 15-minute windows. Past the limit the bucket locks:
 * an address for 5 minutes only (so an attacker cannot keep a real user out for long, and a passkey
 * still signs in meanwhile: the lock stops passwords only), an IP for 15 minutes.
 */
export const throttlePolicy = {
  windowMs: 15 * 60 * 1000,
  account: { failures: 5, lockMs: 5 * 60 * 1000 },
  ip: { failures: 30, lockMs: 15 * 60 * 1000 },
};

export const accountBucket = (email: string) => `a:${sha256(email.trim().toLowerCase())}`;
export const ipBucket = (ip: string) => `i:${ip}`;

/** Milliseconds until the first of the buckets unlocks, or 0 when none is locked. */
export async function lockedFor(desk: DeskRepository, buckets: string[]): Promise<number> {
  let wait = 0;
  const now = Date.now();
  for (const bucket of buckets) {
    const state = await desk.throttle(bucket);
    const until = state?.lockedUntil ? Date.parse(state.lockedUntil) : 0;
    if (until > now) wait = Math.max(wait, until - now);
  }
  return wait;
}

/** Counts a failure in each bucket, locking those past their limit. */
export async function recordFailure(
  desk: DeskRepository,
  buckets: Array<{ bucket: string; failures: number; lockMs: number }>,
): Promise<void> {
  const now = Date.now();
  for (const { bucket, failures: limit, lockMs } of buckets) {
    const state = await desk.throttle(bucket);
    const fresh =
      !state ||
      now - Date.parse(state.windowStartedAt) > throttlePolicy.windowMs ||
      (state.lockedUntil !== null && Date.parse(state.lockedUntil) <= now);
    const next: ThrottleState = fresh
      ? { failures: 1, windowStartedAt: nowIso(new Date(now)), lockedUntil: null }
      : { ...state, failures: state.failures + 1 };
    if (next.failures >= limit) next.lockedUntil = nowIso(new Date(now + lockMs));
    await desk.saveThrottle(bucket, next);
  }
}
