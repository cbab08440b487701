import { useId } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';

/** A cell: text as it is, or a yes/no drawn as a tick or a dash (read out as "Included"/"Not included"). */
export type ComparisonValue = string | boolean;

export interface ComparisonRow {
  feature: string;
  values: readonly ComparisonValue[];
}

export interface ComparisonGroup {
  title: string;
  rows: readonly ComparisonRow[];
}

export interface ComparisonData {
  /** Names the table for screen readers and is shown above it. */
  caption: string;
  /** Column headings, one per compared item (plans, products). */
  columns: readonly string[];
  groups: readonly ComparisonGroup[];
  /** Index of the column to highlight (the popular plan). */
  highlight?: number;
}

interface ComparisonTableProps extends SectionProps {
  data: ComparisonData;
  heading?: HeadingData;
}

function Cell({ value }: { value: ComparisonValue }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      <Icon
        name={value ? 'check' : 'minus'}
        size={20}
        className={cn('mx-auto', value ? 'text-brand' : 'text-muted')}
      />
      <span className="sr-only">{value ? 'Included' : 'Not included'}</span>
    </>
  );
}

/** Features compared across plans or products in a real table: caption, column and row headers. */
export function ComparisonTable({ data, heading, ...section }: ComparisonTableProps) {
  const column = (index: number) => index === data.highlight && 'bg-brand-soft/60';
  const captionId = useId();
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      {/* The table scrolls sideways on phones rather than squeezing its columns. */}
      <div
        role="region"
        aria-labelledby={captionId}
        // A tab stop so keyboard users can scroll it (axe: scrollable-region-focusable), as parts-table does.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="rounded-card border-line overflow-x-auto border"
      >
        <table className="w-full min-w-[36rem] border-collapse text-start">
          <caption
            id={captionId}
            className="text-muted border-line border-b px-6 py-4 text-start text-sm"
          >
            {data.caption}
          </caption>
          <thead>
            <tr className="bg-surface-alt">
              <th scope="col" className="px-6 py-4 text-sm font-semibold">
                Feature
              </th>
              {data.columns.map((name, index) => (
                <th
                  key={name}
                  scope="col"
                  className={cn('px-6 py-4 text-center font-bold', column(index))}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          {data.groups.map((group) => (
            <tbody key={group.title}>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={data.columns.length + 1}
                  className="text-brand border-line border-t px-6 pt-6 pb-2 text-xs font-bold tracking-[0.15em] uppercase"
                >
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.feature} className="border-line border-t">
                  <th scope="row" className="px-6 py-4 font-medium">
                    {row.feature}
                  </th>
                  {row.values.map((value, index) => (
                    <td
                      key={data.columns[index] ?? index}
                      className={cn('text-muted px-6 py-4 text-center', column(index))}
                    >
                      <Cell value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </Section>
  );
}
