import type { FormEvent } from 'react';

// How a form's markup (a view) reaches its state: a view renders controls from a binding, and the form
// component makes the binding with react-hook-form (each form's `use…Form` hook).

/** What a control spreads: react-hook-form's `register()`. */
export interface FieldProps {
  name: string;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
  ref?: (instance: Element | null) => void;
  /** A radio's first-paint state (the form's start value). */
  defaultChecked?: boolean;
}

/** Options of `FormBinding.field`: a number input's value as a number; a radio's own value. */
export interface FieldOptions {
  valueAsNumber?: boolean;
  radioValue?: string;
}

/** A form's state as its view reads it. */
export interface FormBinding<Name extends string = string> {
  /** The props of the control named `name`. */
  field(name: Name, options?: FieldOptions): FieldProps;
  /** The message to show under a field, if any. */
  errorOf(name: Name): string | undefined;
  /** A submit is being handled. */
  busy: boolean;
  /** The form's submit handler. */
  submit(event?: FormEvent<HTMLFormElement>): unknown;
}
