import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { looks, type AccordionVariant } from './accordion-looks.ts';

export interface AccordionItem {
  id: string;
  title: string;
  content: string;
}

export type { AccordionVariant };

export interface AccordionProps {
  items: readonly AccordionItem[];
  variant?: AccordionVariant;
  /** Many panels may be open at once (default: one at a time). */
  multiple?: boolean;
  /** Ids of the panels open at first. */
  defaultOpen?: readonly string[];
  /** Level of the heading that wraps each header button. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/** WAI-ARIA accordion: header buttons with aria-expanded/aria-controls; ↑ ↓ Home End move between headers. */
export function Accordion({
  items,
  variant = 'bordered',
  multiple = false,
  defaultOpen = [],
  headingLevel: Heading = 'h3',
  className,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<readonly string[]>(() =>
    multiple ? defaultOpen : defaultOpen.slice(0, 1),
  );
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const look = looks[variant];

  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.includes(id)) return current.filter((x) => x !== id);
      return multiple ? [...current, id] : [id];
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={cn(look.list, className)} data-variant={variant}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const headerId = `${baseId}-header-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={cn(look.item, expanded && look.itemOpen)}>
            <Heading className="m-0 text-base">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={headerId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  'flex w-full items-center justify-between gap-4 text-start transition-colors',
                  look.button,
                  expanded && look.buttonOpen,
                )}
              >
                <span className="flex items-baseline gap-4">
                  {variant === 'numbered' && (
                    <span className="text-brand w-10 shrink-0 text-base font-semibold">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                  )}
                  {item.title}
                </span>
                <Marker variant={variant} expanded={expanded} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!expanded}
              className={look.panel}
            >
              <p>{item.content}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Marker({ variant, expanded }: { variant: AccordionVariant; expanded: boolean }) {
  if (variant === 'minimal')
    return (
      <Icon
        name="chevron-right"
        size={20}
        className={cn('transition-transform', expanded && 'rotate-90 rtl:-rotate-90')}
      />
    );
  if (variant === 'filled' || variant === 'boxed')
    return (
      <Icon
        name="chevron-down"
        size={20}
        className={cn('transition-transform', expanded && 'rotate-180')}
      />
    );
  return <Icon name={expanded ? 'minus' : 'plus'} size={20} />;
}
