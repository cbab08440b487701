import { describe, expect, it } from 'vitest';
import { noteLocalCatalogueWrite, throttledVersion } from './catalogue-version.ts';

describe('throttledVersion', () => {
  it('reads the stored version at most every maxAgeMs, and at once after a local write', async () => {
    let stored = 1;
    let reads = 0;
    let clock = 0;
    const version = throttledVersion(
      async () => (reads++, stored),
      250,
      () => clock,
    );
    expect(await version()).toBe(1);
    stored = 2; // another process imports
    clock = 100;
    expect(await version()).toBe(1);
    expect(reads).toBe(1);
    clock = 260;
    expect(await version()).toBe(2);
    expect(reads).toBe(2);
    stored = 3;
    noteLocalCatalogueWrite(); // this process imports
    clock = 270;
    expect(await version()).toBe(3);
    expect(reads).toBe(3);
  });

  it('shares one read among concurrent callers and retries after a failure', async () => {
    let reads = 0;
    let fail = true;
    const version = throttledVersion(async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('down');
      return 7;
    }, 1000);
    await expect(Promise.all([version(), version(), version()])).rejects.toThrow('down');
    expect(reads).toBe(1);
    fail = false;
    expect(await Promise.all([version(), version()])).toEqual([7, 7]);
    expect(reads).toBe(2);
  });

  it('reads every time with maxAgeMs 0', async () => {
    let reads = 0;
    const version = throttledVersion(async () => ++reads, 0);
    expect(await version()).toBe(1);
    expect(await version()).toBe(2);
  });
});
