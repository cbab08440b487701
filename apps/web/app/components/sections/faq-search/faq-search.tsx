import { useId, useState } from 'react';
import { Accordion, type AccordionVariant } from '~/components/sections/accordion/accordion.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { filterFaq, type FaqGroup } from './faq-filter.ts';

export type { FaqGroup };

interface FaqSearchProps {
  groups: readonly FaqGroup[];
  /** Visible label of the search box. */
  searchLabel?: string;
  placeholder?: string;
  variant?: AccordionVariant;
  className?: string;
}

/** Grouped questions (an accordion per topic) with a search box that filters them as the visitor types. */
export function FaqSearch({
  groups,
  searchLabel = 'Search the questions',
  placeholder = 'Try “shipping” or “return”',
  variant = 'bordered',
  className,
}: FaqSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = filterFaq(groups, query);
  const count = shown.reduce((sum, group) => sum + group.items.length, 0);
  const searching = query.trim() !== '';

  return (
    <div className={cn('grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16', className)}>
      <div className="lg:sticky lg:top-28 lg:self-start">
        <form role="search" onSubmit={(event) => event.preventDefault()} aria-label="FAQ">
          <label htmlFor={`${id}-q`} className="mb-2 block text-sm font-semibold">
            {searchLabel}
          </label>
          <div className="relative">
            <Icon
              name="search"
              size={20}
              className="text-muted pointer-events-none absolute inset-s-3 top-1/2 -translate-y-1/2"
            />
            <input
              id={`${id}-q`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={placeholder}
              autoComplete="off"
              aria-describedby={`${id}-count`}
              className="border-line text-ink placeholder:text-muted bg-card w-full rounded-md border py-3 ps-11 pe-3"
            />
          </div>
        </form>
        <p id={`${id}-count`} aria-live="polite" className="text-muted mt-3 text-sm">
          {searching
            ? `${count} ${count === 1 ? 'question matches' : 'questions match'}`
            : `${count} questions in ${groups.length} topics`}
        </p>
        <nav aria-label="FAQ topics" className="mt-8 hidden lg:block">
          <ul className="grid gap-1">
            {shown.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="text-muted hover:bg-surface-alt hover:text-ink block rounded-md px-3 py-2 font-medium"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="grid gap-14">
        {shown.length === 0 && (
          <div className="rounded-card bg-surface-alt p-10 text-center">
            <p className="text-xl font-bold">No question matches “{query.trim()}”.</p>
            <p className="text-muted mt-2">
              Check the spelling, try a shorter word, or ask us directly below.
            </p>
            <button
              type="button"
              onClick={() => setQuery('')}
              className="text-brand mt-4 font-semibold underline underline-offset-4"
            >
              Show all questions
            </button>
          </div>
        )}
        {shown.map((group) => (
          <div key={group.id} id={group.id} className="scroll-mt-28">
            <h2 className="mb-4 text-2xl font-bold">{group.title}</h2>
            <Accordion items={group.items} variant={variant} headingLevel="h3" />
          </div>
        ))}
      </div>
    </div>
  );
}
