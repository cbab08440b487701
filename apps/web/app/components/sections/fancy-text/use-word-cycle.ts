import { useEffect, useState } from 'react';

export interface WordCycleTiming {
  /** Time each whole word stays (rotating effects), or the pause before deleting (typing). */
  hold: number;
  typeSpeed: number;
  deleteSpeed: number;
}

/** Cycles through words; `typing` also reveals and erases them one character at a time. */
export function useWordCycle(
  words: readonly string[],
  typing: boolean,
  running: boolean,
  { hold, typeSpeed, deleteSpeed }: WordCycleTiming,
) {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(typing ? 0 : Infinity);
  const [deleting, setDeleting] = useState(false);
  const word = words[index % words.length] ?? '';

  useEffect(() => {
    if (!running || words.length === 0) return;
    if (!typing) {
      const id = setTimeout(() => setIndex((i) => (i + 1) % words.length), hold);
      return () => clearTimeout(id);
    }
    const full = length >= word.length;
    const empty = length <= 0;
    const delay = deleting ? deleteSpeed : full ? hold : typeSpeed;
    const id = setTimeout(() => {
      if (!deleting && full) setDeleting(true);
      else if (deleting && empty) {
        setDeleting(false);
        setIndex((i) => (i + 1) % words.length);
      } else setLength((n) => Math.min(n, word.length) + (deleting ? -1 : 1));
    }, delay);
    return () => clearTimeout(id);
  }, [running, typing, words.length, word.length, length, deleting, hold, typeSpeed, deleteSpeed]);

  // Stopped (reduced motion, or a screen narrowed below 768 px mid-cycle), it stands on the first word, the one
  // it starts on and the one the layout is checked with: a later, longer word was cut on a phone.
  if (!running) return { index: 0, text: words[0] ?? '' };
  return { index: index % Math.max(words.length, 1), text: word.slice(0, length) };
}
