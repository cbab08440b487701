/** What a floating button must never lie over: a control, or anything a visitor can press. */
export const controlSelector =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const meets = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A box worth counting: drawn, larger than the 1 px of a visually hidden label. */
const drawn = (r: DOMRect) => r.width > 1 && r.height > 1;

/**
 * Whether `box` (viewport coordinates) lies over text or a control of the page, `self` (the floating
 * element) aside. It walks down from `<body>` into the elements whose box meets `box` only, so a check
 * costs a few dozen rectangle reads, and reads the rectangles of the text itself (a paragraph's box is
 * wider than its last line). Elements that draw no box of their own (`display: contents`) are walked
 * through; invisible ones are skipped.
 */
export function coversContent(box: Box, self: Element): boolean {
  const range = document.createRange();
  const visit = (element: Element): boolean => {
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        if (!child.textContent?.trim()) continue;
        range.selectNodeContents(child);
        for (const rect of range.getClientRects()) if (drawn(rect) && meets(rect, box)) return true;
        continue;
      }
      if (!(child instanceof Element) || child === self) continue;
      const rect = child.getBoundingClientRect();
      const boxless = rect.width === 0 && rect.height === 0;
      if (boxless && getComputedStyle(child).display === 'none') continue;
      if (!boxless) {
        if (!meets(rect, box)) continue;
        if (getComputedStyle(child).visibility === 'hidden') continue;
        if (drawn(rect) && child.matches(controlSelector)) return true;
      }
      if (visit(child)) return true;
    }
    return false;
  };
  return visit(document.body);
}
