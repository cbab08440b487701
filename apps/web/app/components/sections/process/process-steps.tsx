import { balancedColumns } from '~/components/ui/balanced-columns.ts';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';

/** Process step (spec §3). */
export interface ProcessStep {
  title: string;
  content: string;
}

export type ProcessVariant = 'numbered' | 'timeline' | 'cards' | 'connected';

interface Look {
  list: string;
  item: string;
  number: string;
  title: string;
  content: string;
}

const looks: Record<ProcessVariant, Look> = {
  numbered: {
    list: 'gap-10',
    item: 'text-center',
    number:
      'bg-brand-soft text-brand font-display mx-auto mb-6 grid size-20 place-items-center rounded-full text-2xl font-extrabold',
    title: 'text-xl font-bold',
    content: 'text-muted mx-auto mt-3 max-w-xs',
  },
  timeline: {
    list: 'border-line ms-5 gap-10 border-s-2 ps-10',
    item: 'relative',
    number:
      'bg-brand text-on-brand absolute top-0 -inset-s-[3.85rem] grid size-10 place-items-center rounded-full text-sm font-bold ring-4 ring-white',
    title: 'text-xl font-bold',
    content: 'text-muted mt-2 max-w-2xl',
  },
  cards: {
    list: 'gap-6',
    item: 'rounded-card bg-surface relative overflow-hidden p-9 shadow-[0_10px_40px_-15px_rgb(0_0_0/0.2)]',
    number: 'font-display text-brand/15 absolute -top-3 inset-e-4 text-8xl font-extrabold',
    title: 'relative text-xl font-bold',
    content: 'text-muted relative mt-3',
  },
  connected: {
    list: 'gap-10',
    item: 'relative lg:after:bg-line lg:after:absolute lg:after:top-7 lg:after:inset-s-16 lg:after:h-0.5 lg:after:w-[calc(100%-4rem)] lg:last:after:hidden',
    number:
      'border-brand text-brand mb-6 grid size-14 place-items-center rounded-full border-2 bg-card text-lg font-bold',
    title: 'text-xl font-bold',
    content: 'text-muted mt-3 pe-6',
  },
};

// Columns of the side-by-side looks, balanced for the number of steps (balanced-columns.ts): four steps
// run four across, never three and a lone fourth. The timeline is one column.
const columnClasses: Record<number, string> = {
  1: '',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};

interface ProcessStepsProps extends SectionProps {
  variant?: ProcessVariant;
  steps: readonly ProcessStep[];
  heading?: HeadingData;
}

/** Numbered steps of a process (title and text each), in four looks. */
export function ProcessSteps({
  variant = 'numbered',
  steps,
  heading,
  ...section
}: ProcessStepsProps) {
  const look = looks[variant];
  const stepLabel = useMessages().sections?.step ?? ((index: number) => `Step ${index}: `);
  const { columns } = balancedColumns(steps.length, 3, { min: 2, max: 4 });
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      <ol
        data-variant={variant}
        className={cn('grid', look.list, variant !== 'timeline' && columnClasses[columns])}
      >
        {steps.map((step, index) => (
          <li key={step.title} className={look.item}>
            <span className={look.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={look.title}>
              <span className="sr-only">{stepLabel(index + 1)}</span>
              {step.title}
            </h3>
            <p className={look.content}>{step.content}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
