import type { Part } from '@contrail/contracts';
import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { availabilityLabels, formatPrice } from './desk-catalogue-format.ts';
import { PartNumber } from './desk-catalogue-part-number.tsx';

export function PartRow({
  part,
  onEdit,
  disabled,
  focusEdit,
}: {
  part: Part;
  onEdit: () => void;
  disabled: boolean;
  /** Back from its form (saved or cancelled): the Edit button takes the focus again. */
  focusEdit: boolean;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusEdit) rowRef.current?.querySelector('button')?.focus();
  }, [focusEdit]);
  return (
    <div
      ref={rowRef}
      className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center"
      data-part-id={part.id}
    >
      <div className="min-w-0">
        <p>
          <PartNumber>{part.partNumber}</PartNumber>{' '}
          <span className="break-words">{part.description}</span>
        </p>
        <p className="text-muted text-sm break-words">
          {part.modelId} · {part.assemblyId} {part.assemblyName} · item {part.item}
        </p>
      </div>
      <p>
        <span className="text-muted block text-xs font-semibold uppercase">Price</span>
        <span data-testid="part-price">{formatPrice(part.priceCents)}</span>
      </p>
      <p>
        <span className="text-muted block text-xs font-semibold uppercase">Availability</span>
        {availabilityLabels[part.availability]}
        {part.supersededBy && (
          <span className="block text-sm">
            Superseded by <PartNumber>{part.supersededBy}</PartNumber>
          </span>
        )}
      </p>
      <Button size="sm" variant="outline" onClick={onEdit} disabled={disabled}>
        Edit<span className="sr-only"> {part.id}</span>
      </Button>
    </div>
  );
}
