import { inquiryContactSchema } from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FieldError } from '~/components/forms/field-error.tsx';
import { tooManyRequestsText } from '~/components/forms/form-messages.ts';
import { Button } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { inquiryDismissed, sendInquiry } from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '~/features/parts/state/store.ts';
import { storage, storageKeys } from '~/features/parts/state/storage.ts';
import { AddressFields } from './address-fields.tsx';
import { emptyInquiry, type InquiryOutput, type InquiryValues } from './inquiry-values.ts';

const inputClass =
  'w-full rounded-md border border-line bg-card px-3 py-2.5 disabled:bg-surface-alt disabled:text-muted aria-invalid:border-red-600';

type TextField = Exclude<FieldPath<InquiryValues>, 'country' | 'state' | 'city' | 'message'>;
const textFields: { name: TextField; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
  { name: 'aircraft', label: 'Aircraft model', type: 'text', autoComplete: 'off' },
  { name: 'serial', label: 'Serial number / registration', type: 'text', autoComplete: 'off' },
];
const required = new Set<string>(['name', 'email']);

/** The inquiry: contact details and address; sends the cart to the parts desk (POST cart/inquiry). */
export function InquiryForm({ aircraft = '' }: { aircraft?: string }) {
  const id = useId();
  const dispatch = usePartsDispatch();
  const cartLines = usePartsSelector((s) => s.catalogue.partsCart.length);
  const inquiryStatus = usePartsSelector((s) => s.catalogue.status.inquiry);
  const inquiryId = usePartsSelector((s) => s.catalogue.inquiryId);
  const inquiryError = usePartsSelector((s) => s.catalogue.inquiryError);
  const confirmation = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<InquiryValues, unknown, InquiryOutput>({
    resolver: zodResolver(inquiryContactSchema),
    mode: 'onTouched',
    defaultValues: emptyInquiry,
  });

  const country = useWatch({ control, name: 'country' }) ?? '';
  const region = useWatch({ control, name: 'state' }) ?? '';

  useEffect(() => {
    const email = storage.get(storageKeys.email);
    if (email) setValue('email', email);
  }, [setValue]);
  useEffect(() => {
    if (aircraft) setValue('aircraft', aircraft);
  }, [aircraft, setValue]);
  useEffect(() => {
    if (inquiryId) confirmation.current?.focus();
  }, [inquiryId]);

  const onSubmit = handleSubmit(async (contact) => {
    const result = await dispatch(sendInquiry(contact));
    if (sendInquiry.fulfilled.match(result)) reset(emptyInquiry);
  });

  const errorOf = (name: FieldPath<InquiryValues>) =>
    (touchedFields[name] || isSubmitted) && errors[name] ? errors[name]?.message : undefined;
  const sending = inquiryStatus === 'loading';

  if (inquiryId)
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="rounded-card border border-emerald-200 bg-emerald-50 p-6 text-emerald-900 outline-none"
      >
        <p className="flex items-center gap-2 text-lg font-bold">
          <Icon name="check" /> Inquiry sent
        </p>
        <p className="mt-2">
          Your inquiry number is{' '}
          <strong data-testid="inquiry-id" className="font-mono">
            {inquiryId}
          </strong>
          . The parts desk will reply by e-mail with prices and lead times; a copy is on its way to
          you. Your cart has been cleared.
        </p>
        <Button
          className="mt-4"
          size="sm"
          variant="outline"
          onClick={() => dispatch(inquiryDismissed())}
        >
          Start a new inquiry
        </Button>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Parts inquiry" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {textFields.map((field) => {
          const error = errorOf(field.name);
          return (
            <div key={field.name}>
              <label htmlFor={`${id}-${field.name}`} className="mb-1.5 block text-sm font-semibold">
                {field.label}
                {required.has(field.name) && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={`${id}-${field.name}`}
                type={field.type}
                autoComplete={field.autoComplete}
                aria-required={required.has(field.name) || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${field.name}-error` : undefined}
                className={inputClass}
                {...register(field.name)}
              />
              <FieldError id={`${id}-${field.name}-error`} message={error} />
            </div>
          );
        })}
      </div>
      <AddressFields
        idPrefix={id}
        country={country}
        state={region}
        register={register}
        setValue={setValue}
        inputClass={inputClass}
      />
      <div>
        <label htmlFor={`${id}-message`} className="mb-1.5 block text-sm font-semibold">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          className={inputClass}
          placeholder="Anything the parts desk should know: urgency, shipping, certification paperwork…"
          {...register('message')}
        />
        <FieldError id={`${id}-message-error`} message={errorOf('message')} />
      </div>
      {inquiryStatus === 'failed' && inquiryError && (
        <p role="alert" className="flex items-center gap-2 rounded-md bg-red-50 p-3 text-red-800">
          <Icon name="alert" size={18} />
          {inquiryError.rateLimited
            ? `${tooManyRequestsText(inquiryError.rateLimited.retryAfter)} Your cart and your details are kept.`
            : 'The inquiry could not be sent. Your cart and your details are kept — please try again.'}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={sending || cartLines === 0}>
          {sending ? 'Sending…' : inquiryStatus === 'failed' ? 'Retry sending' : 'Send inquiry'}
        </Button>
        {cartLines === 0 && (
          <p className="text-muted text-sm">Add parts to the cart to send an inquiry.</p>
        )}
      </div>
    </form>
  );
}
