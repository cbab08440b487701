// Drawn in the page's own colours, so the sketch is a light map on light themes and a night map on dark ones.
const land = 'color-mix(in srgb, var(--ink) 8%, var(--surface))';
const park = 'color-mix(in srgb, #4c9a5f 24%, var(--surface))';
const water = 'color-mix(in srgb, #3f8fd2 30%, var(--surface))';

/** A decorative street-map drawing shown in place of the real map until the visitor asks for it. */
export function MapSketch({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 800 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="800" height="400" style={{ fill: land }} />
      <rect x="470" y="40" width="190" height="120" rx="10" style={{ fill: park }} />
      <rect x="60" y="250" width="150" height="110" rx="10" style={{ fill: park }} />
      <path
        d="M-20 330 C120 290 200 340 330 300 S560 230 640 270 S760 330 820 300"
        fill="none"
        style={{ stroke: water }}
        strokeWidth="34"
      />
      <g strokeLinecap="round" fill="none" style={{ stroke: 'var(--surface)' }}>
        <path
          d="M0 120 H800 M0 210 H800 M140 0 V400 M320 0 V400 M560 0 V400 M700 0 V400"
          strokeWidth="14"
        />
        <path d="M0 40 L420 400 M260 0 L800 330" strokeWidth="20" />
        <path
          d="M40 0 V400 M230 0 V400 M440 0 V400 M630 0 V400 M0 60 H800 M0 165 H800 M0 260 H800"
          strokeWidth="5"
        />
      </g>
      <g transform="translate(400 190)">
        <ellipse cx="0" cy="34" rx="16" ry="5" fill="#000" opacity=".15" />
        <path
          d="M0 34 C-6 20 -22 6 -22 -10 A22 22 0 0 1 22 -10 C22 6 6 20 0 34Z"
          fill="var(--brand)"
        />
        <circle cx="0" cy="-10" r="8" fill="var(--on-brand)" />
      </g>
    </svg>
  );
}
