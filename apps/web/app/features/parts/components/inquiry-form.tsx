import { inquiryContactSchema } from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FieldError } from '~/components/forms/field-error.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { inquiryDismissed, sendInquiry } from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '~/features/parts/state/store.ts';
import { storage, storageKeys } from '~/features/parts/state/storage.ts';
import { AddressFields } from './address-fields.tsx';
import { emptyInquiry, type InquiryOutput, type InquiryValues } from './inquiry-values.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';

const inputClass =
  'w-full rounded-md border border-line bg-card px-3 py-2.5 disabled:bg-surface-alt disabled:text-muted aria-invalid:border-red-600';

type TextField = Exclude<FieldPath<InquiryValues>, 'country' | 'state' | 'city' | 'message'>;
const textFields: { name: TextField; type: string; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'aircraft', type: 'text', autoComplete: 'off' },
  { name: 'serial', type: 'text', autoComplete: 'off' },
];
const required = new Set<string>(['name', 'email']);

/** The inquiry: contact details and address; sends the cart to the parts desk (POST cart/inquiry). */
export function InquiryForm({ aircraft = '' }: { aircraft?: string }) {
  const id = useId();
  const { inquiry: words } = usePartsText();
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
          <Icon name="check" /> {words.sent}
        </p>
        <p className="mt-2">
          {words.sentBefore}
          <strong data-testid="inquiry-id" dir="ltr" className="font-mono whitespace-nowrap">
            {inquiryId}
          </strong>
          {words.sentAfter}
        </p>
        <Button
          className="mt-4"
          size="sm"
          variant="outline"
          onClick={() => dispatch(inquiryDismissed())}
        >
          {words.again}
        </Button>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={words.form} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {textFields.map((field) => {
          const error = errorOf(field.name);
          return (
            <div key={field.name}>
              <label htmlFor={`${id}-${field.name}`} className="mb-1.5 block text-sm font-semibold">
                {words.fields[field.name]}
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
          {words.fields.message}
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          className={inputClass}
          placeholder={words.messagePlaceholder}
          {...register('message')}
        />
        <FieldError id={`${id}-message-error`} message={errorOf('message')} />
      </div>
      {inquiryStatus === 'failed' && inquiryError && (
        <p role="alert" className="flex items-center gap-2 rounded-md bg-red-50 p-3 text-red-800">
          <Icon name="alert" size={18} />
          {inquiryError.rateLimited
            ? `${words.tooMany(inquiryError.rateLimited.retryAfter)} ${words.kept}`
            : words.failed}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={sending || cartLines === 0}>
          {sending ? words.sending : inquiryStatus === 'failed' ? words.retrySend : words.send}
        </Button>
        {cartLines === 0 && <p className="text-muted text-sm">{words.needLines}</p>}
      </div>
    </form>
  );
}
