import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { lineKey } from '~/shell/direction.ts';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { PricingTable, type PricingPlan, type PricingVariant } from './pricing-table.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';

/** One tab of a pricing table: a label and its plans. */
export interface PricingSet {
  key: string;
  label: string;
  plans: readonly PricingPlan[];
}

export type { PricingVariant };

interface PricingProps extends SectionProps {
  /** One set shows a plain table; two or more get WAI-ARIA tabs (e.g. MONTHLY / YEARLY). */
  sets: readonly PricingSet[];
  variant?: PricingVariant;
  heading?: HeadingData;
  tabsLabel?: string;
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Pricing plans, optionally in tabs (arrow keys, Home and End move between them). */
export function Pricing({ sets, variant = 'cards', heading, tabsLabel, ...section }: PricingProps) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const texts = useMessages().sections?.pricing;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = keySteps[lineKey(event.key, event.currentTarget)];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, sets.length);
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      {sets.length > 1 && (
        <div
          role="tablist"
          aria-label={tabsLabel ?? texts?.tabs ?? 'Billing period'}
          className="bg-surface-alt border-line mx-auto mb-12 flex w-fit rounded-full border p-1.5"
        >
          {sets.map((set, index) => (
            <button
              key={set.key}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${set.key}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel-${set.key}`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={cn(
                'rounded-full px-7 py-2.5 text-sm font-bold tracking-[0.15em] transition-colors',
                index === selected ? 'bg-brand text-on-brand shadow' : 'text-ink hover:text-brand',
              )}
            >
              {set.label}
            </button>
          ))}
        </div>
      )}
      {sets.map((set, index) =>
        sets.length > 1 ? (
          <div
            key={set.key}
            role="tabpanel"
            id={`${id}-panel-${set.key}`}
            aria-labelledby={`${id}-tab-${set.key}`}
            hidden={index !== selected}
            tabIndex={0}
          >
            <PricingTable plans={set.plans} variant={variant} />
          </div>
        ) : (
          <PricingTable key={set.key} plans={set.plans} variant={variant} />
        ),
      )}
    </Section>
  );
}
