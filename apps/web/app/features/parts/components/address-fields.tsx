import type { Option } from '@contrail/contracts';
import { useEffect } from 'react';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Button } from '~/components/ui/button.tsx';
import {
  countryCleared,
  loadCities,
  loadCountries,
  loadStates,
  stateCleared,
} from '~/features/parts/state/address-slice.ts';
import type { LoadStatus } from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '~/features/parts/state/store.ts';
import type { InquiryValues } from './inquiry-values.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';

interface AddressFieldsProps {
  idPrefix: string;
  country: string;
  state: string;
  register: UseFormRegister<InquiryValues>;
  setValue: UseFormSetValue<InquiryValues>;
  inputClass: string;
}

function Select({
  id,
  label,
  options,
  status,
  disabled,
  placeholder,
  onRetry,
  field,
  inputClass,
  className,
}: {
  id: string;
  label: string;
  options: Option[];
  status: LoadStatus;
  disabled: boolean;
  placeholder: string;
  onRetry: () => void;
  field: ReturnType<UseFormRegister<InquiryValues>>;
  inputClass: string;
  className?: string;
}) {
  const { inquiry: words, retry } = usePartsText();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        disabled={disabled}
        aria-busy={status === 'loading' || undefined}
        className={inputClass}
        {...field}
      >
        <option value="">{status === 'loading' ? words.loadingList : placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {status === 'failed' && (
        <p role="alert" className="mt-2 flex items-center gap-2 text-sm text-red-700">
          {words.listFailed}
          <Button size="sm" variant="link" onClick={onRetry}>
            {retry}
          </Button>
        </p>
      )}
    </div>
  );
}

/** Country → state → city: the states load when a country is chosen, the cities when a state is. */
export function AddressFields({
  idPrefix,
  country,
  state,
  register,
  setValue,
  inputClass,
}: AddressFieldsProps) {
  const dispatch = usePartsDispatch();
  const { inquiry: words } = usePartsText();
  const address = usePartsSelector((root) => root.address);

  useEffect(() => {
    if (address.status.countries === 'idle') void dispatch(loadCountries());
  }, [dispatch, address.status.countries]);

  useEffect(() => {
    setValue('state', '');
    setValue('city', '');
    if (country) void dispatch(loadStates(country));
    else dispatch(countryCleared());
  }, [dispatch, setValue, country]);

  useEffect(() => {
    setValue('city', '');
    if (country && state) void dispatch(loadCities({ country, state }));
    else dispatch(stateCleared());
  }, [dispatch, setValue, country, state]);

  return (
    // Laid out by the form's own width, not the window's: three across only where each select shows its
    // whole placeholder ("Choose a country first"); in the cart's column the country has its own row.
    <div className="@container">
      <div className="grid gap-5 @lg:grid-cols-2 @3xl:grid-cols-3">
        <Select
          className="@lg:col-span-2 @3xl:col-span-1"
          id={`${idPrefix}-country`}
          label={words.fields.country}
          options={address.countries}
          status={address.status.countries}
          disabled={false}
          placeholder={words.chooseCountry}
          onRetry={() => void dispatch(loadCountries())}
          field={register('country')}
          inputClass={inputClass}
        />
        <Select
          id={`${idPrefix}-state`}
          label={words.fields.state}
          options={address.states}
          status={country ? address.status.states : 'idle'}
          disabled={!country}
          placeholder={country ? words.chooseState : words.chooseCountryFirst}
          onRetry={() => void dispatch(loadStates(country))}
          field={register('state')}
          inputClass={inputClass}
        />
        <Select
          id={`${idPrefix}-city`}
          label={words.fields.city}
          options={address.cities}
          status={state ? address.status.cities : 'idle'}
          disabled={!state}
          placeholder={state ? words.chooseCity : words.chooseStateFirst}
          onRetry={() => void dispatch(loadCities({ country, state }))}
          field={register('city')}
          inputClass={inputClass}
        />
      </div>
    </div>
  );
}
