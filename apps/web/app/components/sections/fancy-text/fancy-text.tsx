import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';
import { cn } from '~/components/ui/cn.ts';
import { useWordCycle } from './use-word-cycle.ts';

export type FancyTextEffect = 'typing' | 'slide' | 'fade' | 'flip';
export type FancyTextLook =
  'brand' | 'accent' | 'underline' | 'marker' | 'gradient' | 'inverse' | 'outline';

export interface FancyTextData {
  before: string;
  words: readonly string[];
  after?: string;
}

const looks: Record<FancyTextLook, string> = {
  brand: 'text-brand',
  accent: 'text-accent',
  underline: 'decoration-accent underline decoration-4 underline-offset-8',
  marker: 'text-ink bg-amber-200 px-2 dark:text-stone-950',
  gradient:
    'from-brand bg-linear-to-r to-fuchsia-700 bg-clip-text text-transparent dark:to-fuchsia-300',
  inverse: 'text-white underline decoration-white/60 decoration-2 underline-offset-8',
  // Hollow letters: only the accent-coloured outline is drawn (display sizes only).
  outline: 'text-transparent [-webkit-text-stroke:0.03em_var(--accent)]',
};
// Each new word enters from its @starting-style; global CSS drops the transition when motion is off.
const entries: Record<Exclude<FancyTextEffect, 'typing'>, string> = {
  slide: 'transition duration-500 ease-out starting:translate-y-3/4 starting:opacity-0',
  fade: 'transition-opacity duration-700 starting:opacity-0',
  flip: 'transition duration-500 ease-out starting:[transform:rotateX(80deg)] starting:opacity-0',
};

interface FancyTextProps {
  data: FancyTextData;
  effect?: FancyTextEffect;
  look?: FancyTextLook;
  as?: 'h1' | 'h2' | 'h3' | 'p';
  /** Milliseconds a word stays (or, when typing, the pause before it is erased). */
  hold?: number;
  className?: string;
}

const sentence = ({ before, words, after = '' }: FancyTextData) =>
  `${before} ${new Intl.ListFormat('en', { type: 'conjunction' }).format(words)}${after}`;

/**
 * A sentence whose key word types itself or rotates. Screen readers get the whole sentence once
 * (visually hidden); the moving part is hidden from them and stands still when motion is off.
 */
export function FancyText({
  data,
  effect = 'typing',
  look = 'brand',
  as: Tag = 'h2',
  hold = 2200,
  className,
}: FancyTextProps) {
  const motion = useMotionAllowed();
  const typing = effect === 'typing';
  const { index, text } = useWordCycle(data.words, typing, motion, {
    hold,
    typeSpeed: 90,
    deleteSpeed: 45,
  });
  return (
    <Tag data-effect={effect} className={className}>
      <span className="sr-only">{sentence(data)}</span>
      <span aria-hidden="true" data-fancy-visual>
        {`${data.before} `}
        {typing ? (
          <span className={cn(looks[look], 'whitespace-nowrap')}>
            {text}
            {motion && (
              <span className="ms-0.5 inline-block h-[0.9em] w-[3px] animate-pulse bg-current align-[-0.1em]" />
            )}
          </span>
        ) : (
          // Each word with what follows it is laid out invisibly (CSS generated content: no text) in the shown
          // word's grid cell, so the cell is as wide as the widest; the shown word and its stop are one new text
          // node on each turn. So neither a turn nor the font swap moves any text (layout shift 0). A word and
          // a stop have no break between them; a longer ending (" people keep.") wraps inside the cell where a
          // line is narrower than the widest word with it, as the sizers wrap alike (the cell then keeps the
          // widest's lines: keep the ending to a stop for a one-line cell).
          <span className="inline-grid">
            {data.words.map((word) => (
              <span
                key={word}
                data-word={`${word}${data.after ?? ''}`}
                className={cn(
                  'invisible col-start-1 row-start-1 before:content-[attr(data-word)]',
                  looks[look],
                )}
              />
            ))}
            <span className="col-start-1 row-start-1 [perspective:600px]">
              <span
                key={index}
                data-motion
                className={cn('inline-block', looks[look], entries[effect])}
              >
                {/* One text node: its start stays put when the web font swaps in, whatever the word's width. */}
                {`${text}${data.after ?? ''}`}
              </span>
            </span>
          </span>
        )}
        {typing && data.after}
      </span>
    </Tag>
  );
}
