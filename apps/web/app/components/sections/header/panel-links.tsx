import { memo, type CSSProperties } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { panelLayout, type menuLabels, type MenuColumn } from './mega-menu-data.ts';
import { MenuColumnLinks } from './menu-column.tsx';

// Home demos (thumbnail + title) or plain links: a sub-column's width (px, as its class), the fewest rows a
// panel keeps, the most sub-columns it spreads over, and the classes of its lists and links.
const panelLooks = {
  demos: {
    column: 168,
    minRows: 7,
    maxColumns: 6,
    list: 'grid grid-flow-col auto-cols-[10.5rem] gap-x-4 gap-y-1',
    link: 'hover:bg-surface-alt hover:text-brand rounded-md p-1 text-sm leading-tight font-medium',
  },
  links: {
    column: 160,
    minRows: 10,
    maxColumns: 6,
    list: 'grid grid-flow-col auto-cols-[10rem] gap-x-4 gap-y-0.5',
    link: 'hover:text-brand hover:bg-surface-alt block rounded-md px-2 py-1 text-sm',
  },
} as const;
type PanelLook = (typeof panelLooks)[keyof typeof panelLooks];
// The panel's padding and border, the gap between sub-columns of a group and between groups (gap, rule and
// padding), and the room kept free on both sides of the window: what its width is estimated from.
const chrome = { panel: 50, inGroup: 16, betweenGroups: 49, window: 32 };

/** The most sub-columns whose estimated width fits the window (down to one per group). */
function fittedLayout(columns: readonly MenuColumn[], look: PanelLook, width: number) {
  for (let max = look.maxColumns; ; max--) {
    const layout = panelLayout(columns, max, look.minRows);
    const subColumns = layout.groups.reduce((sum, group) => sum + group.columns, 0);
    const needed =
      subColumns * look.column +
      (subColumns - columns.length) * chrome.inGroup +
      Math.max(0, columns.length - 1) * chrome.betweenGroups +
      chrome.panel;
    if (needed <= width - chrome.window || max <= columns.length) return layout;
  }
}

export type MenuLabels = ReturnType<typeof menuLabels>;

/** A panel's columns of links, laid out for the window's width; the same props render nothing again. */
export const PanelLinks = memo(function PanelLinks({
  columns,
  thumbnails,
  width,
  labels,
}: {
  columns: readonly MenuColumn[];
  thumbnails: boolean;
  width: number;
  labels: MenuLabels;
}) {
  const look = panelLooks[thumbnails ? 'demos' : 'links'];
  const layout = fittedLayout(columns, look, width);
  return (
    <div className="flex gap-x-6">
      {columns.map((column, index) => (
        <MenuColumnLinks
          key={`${column.title}-${index}`}
          column={column}
          title={labels.column(column)}
          linksLang={labels.linksLang}
          thumbnails={thumbnails}
          className={cn(index > 0 && 'border-line border-s ps-6')}
          titleClassName="text-muted mb-3 px-1 text-xs font-bold tracking-widest uppercase"
          listClassName={look.list}
          listStyle={
            {
              gridTemplateRows: `repeat(${layout.groups[index]?.rows ?? 1}, auto)`,
            } satisfies CSSProperties
          }
          linkClassName={look.link}
          currentClassName="text-brand font-semibold"
        />
      ))}
    </div>
  );
});
