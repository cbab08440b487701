import type { AccordionItem } from '~/components/sections/accordion/accordion.tsx';

/** A topic of the FAQ: its questions, shown under one heading. */
export interface FaqGroup {
  id: string;
  title: string;
  items: readonly AccordionItem[];
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The groups with only the questions whose question or answer contains every word of `query` (accents and
 * case ignored); groups left empty are dropped. An empty query keeps everything.
 */
export function filterFaq(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const text = normalise(`${item.title} ${item.content}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}
