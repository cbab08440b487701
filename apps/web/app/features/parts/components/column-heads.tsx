import type { PartsPanelMessages } from '~/i18n/messages.parts.ts';

/** One column of a parts table's head: its label, aligned right for figures, or read only by screen readers. */
export interface ColumnHead {
  label: string;
  align?: 'right';
  srOnly?: boolean;
}

/** The usage columns both parts tables end with (the assembly's parts and a part's usages). */
export const usageColumns = (table: PartsPanelMessages['table']): readonly ColumnHead[] => [
  { label: table.unitsPerAssembly },
  { label: table.effectivity },
  { label: table.availability },
  { label: table.price, align: 'right' },
  { label: table.addToCart, srOnly: true },
];

/** `<th scope="col">` cells for the columns, each with the table's cell padding. */
export function ColumnHeads({ columns, cell }: { columns: readonly ColumnHead[]; cell: string }) {
  return columns.map((column) => (
    <th
      key={column.label}
      scope="col"
      className={column.align === 'right' ? `${cell} text-end` : cell}
    >
      {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
    </th>
  ));
}
