import type { IconEntry, IconFont } from './icon-library.tsx';

/** One icon, drawn from the set's SVG or its self-hosted font (decorative: its name is the button's text). */
export function Glyph({ icon, fonts }: { icon: IconEntry; fonts: readonly IconFont[] }) {
  if (icon.svg)
    return (
      <span
        className="grid size-10 place-items-center [&>svg]:size-8"
        data-glyph="svg"
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: icon.svg }}
      />
    );
  const font = fonts[icon.font ?? 0];
  return (
    <span
      className="grid size-10 place-items-center text-[2rem] leading-none"
      data-glyph="font"
      aria-hidden="true"
      style={{ fontFamily: font?.family, fontWeight: font?.weight ?? 400 }}
    >
      {icon.char}
    </span>
  );
}
