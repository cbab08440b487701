/** One column of a parts table's head: its label, aligned right for figures, or read only by screen readers. */
export interface ColumnHead {
  label: string;
  align?: 'right';
  srOnly?: boolean;
}

/** The usage columns both parts tables end with (the assembly's parts and a part's usages). */
export const usageColumns: readonly ColumnHead[] = [
  { label: 'Units/assy' },
  { label: 'Effectivity' },
  { label: 'Availability' },
  { label: 'Price', align: 'right' },
  { label: 'Add to cart', srOnly: true },
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
