/** Widths (px) at or below which a page's footer can be fixed and revealed under the page (spec §2, §9). */
export type FixedFooterBreakpoint = 1199 | 991 | 767 | 575;

export const fixedFooterBreakpoints: readonly FixedFooterBreakpoint[] = [1199, 991, 767, 575];
