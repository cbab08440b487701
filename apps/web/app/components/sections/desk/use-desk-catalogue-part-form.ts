import {
  partSchema,
  type Availability,
  type CataloguePartValues,
  type Part,
} from '@contrail/contracts';
import { catalogueErrors } from '@contrail/contracts/desk-terms';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { ApiRequestError } from '~/lib/http.ts';
import { deskErrorText } from './desk-api.ts';
import { deskCatalogueApi, parsePrice, priceText } from './desk-catalogue-api.ts';
import { availabilityLabels, formatPrice } from './desk-catalogue-format.ts';

/** A part form's fields, its errors and save (with the basis a 409 moves to). */
export function useDeskCataloguePartForm({
  part,
  onSaved,
  onConflict,
}: {
  part: Part;
  onSaved: (parts: Part[], message: string) => void;
  /** Someone else saved the part first: its row as it is now. */
  onConflict: (current: Part) => void;
}) {
  const [price, setPrice] = useState(priceText(part.priceCents));
  const [availability, setAvailability] = useState<Availability>(part.availability);
  const [supersededBy, setSupersededBy] = useState(part.supersededBy ?? '');
  const [allUsages, setAllUsages] = useState(false);
  // What the edit is based on: the values shown when it opened, or the current ones after a 409.
  const [basis, setBasis] = useState<CataloguePartValues>({
    priceCents: part.priceCents,
    availability: part.availability,
    supersededBy: part.supersededBy,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const firstRef = useRef<HTMLInputElement>(null);

  useEffect(() => firstRef.current?.focus(), []);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = parsePrice(price);
    const problems: Record<string, string> = {};
    if (cents === undefined)
      problems.priceCents =
        'Enter an amount such as 12.50 (at most two decimals), or leave it empty for quote on request.';
    if (supersededBy.trim().toUpperCase() === part.partNumber.toUpperCase())
      problems.supersededBy = 'A part cannot supersede itself: name another part number.';
    setErrors(problems);
    if (Object.keys(problems).length > 0 || cents === undefined) return;
    startTransition(async () => {
      setStatus(undefined);
      try {
        const answer = await deskCatalogueApi.update(part.id, {
          priceCents: cents,
          availability,
          supersededBy: supersededBy.trim() || null,
          allUsages,
          expected: basis,
        });
        onSaved(
          answer.parts,
          `Saved ${part.partNumber}${answer.updated > 1 ? ` (${answer.updated} usages)` : ` (${part.id})`}: ${formatPrice(cents)}, ${availabilityLabels[availability].toLowerCase()}${supersededBy.trim() ? `, superseded by ${supersededBy.trim()}` : ''}.`,
        );
      } catch (error) {
        if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
        const current =
          error instanceof ApiRequestError && error.code === catalogueErrors.partChanged
            ? partSchema.safeParse(error.current)
            : undefined;
        if (current?.success) {
          // Someone saved first: what you typed stays in the fields; the next save is based on their
          // values, which the messages under the fields and onConflict's row show.
          setBasis({
            priceCents: current.data.priceCents,
            availability: current.data.availability,
            supersededBy: current.data.supersededBy,
          });
          onConflict(current.data);
        }
        setStatus(deskErrorText(error));
      }
    });
  };

  return {
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
  };
}
