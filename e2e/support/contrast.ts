import { parse, wcagContrast } from 'culori';

// Colour arithmetic for the browser tests, on colours as the browser computes them (`rgb()`, `rgba()`,
// `color(srgb …)`): culori parses them and gives WCAG 2's contrast ratio.

/** WCAG 2 contrast ratio of two computed colours. */
export const contrast = (a: string, b: string): number => wcagContrast(a, b);

/** Whether a computed background colour hides what is under it (alpha 0.95 or more). */
export const opaque = (colour: string): boolean => (parse(colour)?.alpha ?? 1) >= 0.95;

/** The colour stops of a computed `background-image` gradient. */
export const gradientStops = (image: string): string[] =>
  image.match(/(rgba?|color)\([^)]*\)/g) ?? [];
