import { Icon } from '~/components/ui/icon.tsx';

const maxQuantity = 99;

/** A number field with − and + buttons; never below 1 (or above 99). */
export function QuantityStepper({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  /** Accessible name, e.g. "Quantity of Drift vase". */
  label: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  const set = (next: number) =>
    onChange(Math.min(maxQuantity, Math.max(1, Number.isFinite(next) ? Math.round(next) : 1)));
  return (
    <div className="border-line inline-flex items-center rounded-md border">
      <button
        type="button"
        className="hover:bg-surface-alt grid size-10 place-items-center disabled:opacity-40"
        onClick={() => set(value - 1)}
        disabled={value <= 1}
        aria-label={`Decrease ${label.toLowerCase()}`}
      >
        <Icon name="minus" size={16} />
      </button>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxQuantity}
        value={value}
        onChange={(event) => {
          const typed = Number.parseInt(event.currentTarget.value, 10);
          if (!Number.isNaN(typed)) set(typed);
        }}
        className="w-12 [appearance:textfield] bg-transparent text-center font-semibold [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className="hover:bg-surface-alt grid size-10 place-items-center disabled:opacity-40"
        onClick={() => set(value + 1)}
        disabled={value >= maxQuantity}
        aria-label={`Increase ${label.toLowerCase()}`}
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
