import { vi } from 'vitest';

/**
 * Component tests: every `window.matchMedia` query answers `allowed` (true: motion allowed and a wide
 * screen, as `useMotionAllowed` asks). Undo with `vi.restoreAllMocks()`.
 */
export function mockMotion(allowed: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: allowed,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
