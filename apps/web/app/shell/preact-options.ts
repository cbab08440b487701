import { Fragment, options, type VNode } from 'preact';

// Hooks into Preact's vnode creation shared by the prerender (entry.server) and the browser (entry.client).

/** Props React knows and Preact would write out as attributes. */
const reactOnlyProps = ['suppressHydrationWarning'] as const;

/**
 * Drops React-only props (React Router puts suppressHydrationWarning on its scripts and links) and, in the
 * browser, turns the root layout's <html> into a Fragment: Preact 11 hydrates a document into <html>
 * itself (render(…, document) uses documentElement as the container), so <head> and <body> must be its
 * direct children. <html>'s attributes (lang) are static and stay as prerendered.
 */
export function installPreactOptions({ browser }: { browser: boolean }) {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as Record<string, unknown> | string | null;
    if (props && typeof props === 'object')
      for (const name of reactOnlyProps) if (name in props) delete props[name];
    if (browser && vnode.type === 'html') (vnode as { type: unknown }).type = Fragment;
    previous?.(vnode);
  };
}

/**
 * Preact repairs a hydration mismatch silently (it creates the element it did not find in the
 * prerendered HTML); log it, so the browser tests (no console error on any route) catch a page whose
 * HTML and first render differ. `__m` is the mangled name of Preact's options._hydrationMismatch.
 */
export function reportHydrationMismatches() {
  (options as { __m?: (vnode: VNode) => void }).__m = (vnode) => {
    const type = typeof vnode.type === 'function' ? vnode.type.name : String(vnode.type);
    console.error(`Hydration mismatch: <${type}> is not in the prerendered HTML`);
  };
}
