import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lineKey } from '~/shell/direction.ts';
import { cn } from './cn.ts';

/** One tab of a tab set: its id, its label, and what the tab button shows before the label. */
export interface TabSetItem {
  id: string;
  label: string;
}

export interface TabSetClasses {
  root?: string;
  list?: string;
  tab?: string;
  selected?: string;
  panel?: string;
}

export interface TabSetProps<T extends TabSetItem> {
  items: readonly T[];
  /** Accessible name of the tab list. */
  label: string;
  defaultTab?: string;
  orientation?: 'horizontal' | 'vertical';
  classes?: TabSetClasses;
  /** Shown in the tab button before the label (an icon). */
  renderTab?: (item: T) => ReactNode;
  renderPanel: (item: T) => ReactNode;
  className?: string;
  /** Written as `data-variant` on the root. */
  variant?: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation, without a look of its own: a `tablist` of `tab`
 * buttons with a roving tabindex; ←/→ (and ↑/↓ when vertical) move and select, wrapping; Home/End select
 * the first/last. Every panel is in the HTML (inactive ones `hidden`), labelled by its tab, a tab stop.
 */
export function TabSet<T extends TabSetItem>({
  items,
  label,
  defaultTab,
  orientation = 'horizontal',
  classes = {},
  renderTab,
  renderPanel,
  className,
  variant,
}: TabSetProps<T>) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab ?? items[0]?.id);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const vertical = orientation === 'vertical';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next = index === last ? 0 : index + 1;
    const prev = index === 0 ? last : index - 1;
    const keys: Record<string, number> = vertical
      ? { ArrowDown: next, ArrowUp: prev, ArrowRight: next, ArrowLeft: prev, Home: 0, End: last }
      : { ArrowRight: next, ArrowLeft: prev, Home: 0, End: last };
    // Arrows follow the reading direction (a right-to-left page's next tab is on the left).
    const target = keys[lineKey(event.key, event.currentTarget)];
    const item = target === undefined ? undefined : items[target];
    if (target === undefined || !item) return;
    event.preventDefault();
    setSelected(item.id);
    tabs.current[target]?.focus();
  };

  return (
    <div className={cn(classes.root, className)} data-variant={variant}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className={classes.list}
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              id={`${baseId}-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn('transition-colors', classes.tab, isSelected && classes.selected)}
            >
              {renderTab?.(item)}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={`${baseId}-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          // Keyboard users reach the panel itself from its tab (the WAI-ARIA pattern).
          tabIndex={0}
          className={classes.panel}
        >
          {renderPanel(item)}
        </div>
      ))}
    </div>
  );
}
