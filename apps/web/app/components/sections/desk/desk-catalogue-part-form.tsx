import { availabilitySchema, type Part } from '@contrail/contracts';
import { useId } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { availabilityLabels } from './desk-catalogue-format.ts';
import { PartNumber } from './desk-catalogue-part-number.tsx';
import { describedBy, DeskField, deskInput, DeskStatus } from './desk-form.tsx';
import { useDeskCataloguePartForm } from './use-desk-catalogue-part-form.ts';

export function PartForm({
  part,
  usages,
  onCancel,
  onSaved,
  onConflict,
}: {
  part: Part;
  usages: number;
  onCancel: () => void;
  onSaved: (parts: Part[], message: string) => void;
  /** Someone else saved the part first: its row as it is now. */
  onConflict: (current: Part) => void;
}) {
  const id = useId();
  const {
    price,
    setPrice,
    availability,
    setAvailability,
    supersededBy,
    setSupersededBy,
    allUsages,
    setAllUsages,
    errors,
    status,
    pending,
    firstRef,
    save,
  } = useDeskCataloguePartForm({ part, onSaved, onConflict });

  const priceId = `${id}-price`;
  const availabilityId = `${id}-availability`;
  const supersededId = `${id}-superseded`;
  return (
    <form noValidate onSubmit={save} aria-labelledby={`${id}-title`} className="grid gap-4">
      <p id={`${id}-title`} className="font-semibold">
        Edit <PartNumber>{part.partNumber}</PartNumber>{' '}
        <span className="text-muted font-normal break-words">
          {part.description} · {part.modelId} · {part.assemblyId} · item {part.item}
        </span>
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        <DeskField
          id={priceId}
          label="Price (US$)"
          error={errors.priceCents}
          hint="Empty: quote on request."
        >
          <input
            ref={firstRef}
            id={priceId}
            className={deskInput}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            {...describedBy(priceId, errors.priceCents, 'Empty: quote on request.')}
          />
        </DeskField>
        <DeskField id={availabilityId} label="Availability" error={errors.availability}>
          <select
            id={availabilityId}
            className={deskInput}
            value={availability}
            onChange={(event) =>
              setAvailability(availabilitySchema.parse(event.currentTarget.value))
            }
            {...describedBy(availabilityId, errors.availability)}
          >
            {availabilitySchema.options.map((option) => (
              <option key={option} value={option}>
                {availabilityLabels[option]}
              </option>
            ))}
          </select>
        </DeskField>
        <DeskField
          id={supersededId}
          label="Superseded by"
          error={errors.supersededBy}
          hint="The part number that replaces it; empty for none."
        >
          <input
            id={supersededId}
            className={deskInput}
            value={supersededBy}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setSupersededBy(event.currentTarget.value)}
            {...describedBy(
              supersededId,
              errors.supersededBy,
              'The part number that replaces it; empty for none.',
            )}
          />
        </DeskField>
      </div>
      {usages > 1 && (
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={allUsages}
            onChange={(event) => setAllUsages(event.currentTarget.checked)}
          />
          Apply to all {usages} usages of <PartNumber>{part.partNumber}</PartNumber>
        </label>
      )}
      <DeskStatus message={status} error />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
