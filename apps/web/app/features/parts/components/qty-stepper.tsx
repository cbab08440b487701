import { maxQty } from '@contrail/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '~/components/ui/icon.tsx';
import { usePartsText } from '~/i18n/i18n-context.tsx';
import type { PartsMessages } from '~/i18n/messages.parts.ts';

interface QtyStepperProps {
  value: number;
  /**
   * Called with the new quantity, never below 0 (spec §4, §5). 0 (stepped, or typed as 0 or below)
   * asks the owner to remove the line, which then offers Undo (CartView): never a silent removal.
   */
  onChange: (qty: number) => void;
  label: string;
  /** The line's last change is still on its way: a new quantity waits for it, then goes (never dropped). */
  busy?: boolean;
}

const clamp = (qty: number) => Math.min(maxQty, Math.max(0, Math.trunc(qty)));

/** What became of a typed quantity that could not be kept as typed, said under the field. */
export function qtyNotice(
  typed: number,
  kept: number,
  cart: Pick<PartsMessages['cart'], 'atMost' | 'wholeUnits'>,
): string | null {
  if (!Number.isFinite(typed) || typed === kept || kept === 0) return null;
  if (typed > maxQty) return cart.atMost(maxQty, kept);
  if (!Number.isInteger(typed)) return cart.wholeUnits(kept);
  return null;
}
const button =
  'grid size-9 place-items-center rounded-md border border-line hover:bg-brand-soft aria-disabled:opacity-50';

/** − [qty] + : typing a number commits on blur or Enter; it never goes below 0. */
export function QtyStepper({ value, onChange, label, busy = false }: QtyStepperProps) {
  const id = useId();
  const { cart } = usePartsText();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [notice, setNotice] = useState<string | null>(null);
  // A quantity set while the line's last change was on its way: sent when that change has landed.
  const queued = useRef<number | null>(null);
  // What the visitor asked for last: the field's number while a change is on its way (the steps count from it).
  const intended = busy ? clamp(Number(draft) || 0) : value;
  // The cart changed the quantity (server answer, another view): show it.
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  useEffect(() => {
    const qty = queued.current;
    if (busy || qty === null) return;
    queued.current = null;
    if (qty !== value) onChange(qty);
  }, [busy, value, onChange]);

  const commit = (qty: number) => {
    const next = clamp(Number.isFinite(qty) ? qty : intended);
    setNotice(qtyNotice(qty, next, cart));
    setDraft(String(next));
    if (busy) queued.current = next;
    else if (next !== value) onChange(next);
  };

  return (
    <div>
      <div className="flex items-center gap-1" role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className="sr-only">
          {label}
        </span>
        <button
          type="button"
          className={button}
          aria-label={cart.decrease(label)}
          aria-disabled={intended <= 0}
          onClick={() => intended > 0 && commit(intended - 1)}
        >
          <Icon name="minus" size={16} />
        </button>
        <label htmlFor={`${id}-qty`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={0}
          max={maxQty}
          step={1}
          value={draft}
          aria-describedby={`${id}-notice`}
          onChange={(event) => {
            setDraft(event.target.value);
            setNotice(null);
          }}
          onBlur={() => commit(Number(draft))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(Number(draft));
          }}
          className="border-line w-16 rounded-md border px-2 py-1.5 text-center tabular-nums"
        />
        <button
          type="button"
          className={button}
          aria-label={cart.increase(label)}
          aria-disabled={intended >= maxQty}
          onClick={() => intended < maxQty && commit(intended + 1)}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
      <p
        id={`${id}-notice`}
        aria-live="polite"
        className="mt-1 max-w-48 text-xs text-amber-800 empty:hidden"
      >
        {notice}
      </p>
    </div>
  );
}
