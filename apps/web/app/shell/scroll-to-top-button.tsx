import { useScrolledPast } from './use-scrolled-past.ts';

export const scrollTopThreshold = 300;

/** The arrow that appears once the page is scrolled beyond 300 px (spec §2). */
export function ScrollToTopButton() {
  const visible = useScrolledPast(scrollTopThreshold);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="bg-ink hover:bg-brand fixed right-5 bottom-5 z-40 grid size-12 place-items-center rounded-full text-white shadow-lg transition"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
