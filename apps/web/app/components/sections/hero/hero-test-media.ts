import { vi } from 'vitest';

/**
 * Answers every media query of the hero tests: `reduced` decides prefers-reduced-motion, other queries
 * (the motion query of FancyText, which also asks for a wide screen) follow `motion`.
 */
export function stubMedia({ reduced }: { reduced: boolean }) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /:\s*reduce\)/.test(query) ? reduced : !reduced,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
