import { render, screen } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorAria, FormField, FormStatus, shownErrors, SubmitCell } from './form-field.tsx';

type Values = { name: string; email: string };
const errors: FieldErrors<Values> = {
  name: { type: 'required', message: 'Field is required.' },
  email: { type: 'format', message: 'Invalid email.' },
};

describe('form fields', () => {
  it('colours an error with the danger token, which each theme and dark or brand background sets (issue 22)', () => {
    render(
      <FormField id="f-name" label="Name" labelClassName="" error="Field is required.">
        <input id="f-name" />
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Field is required.');
    expect(screen.getByRole('alert')).toHaveClass('text-danger');
    expect(screen.getByRole('alert').className).not.toMatch(/\b(text-red|text-amber)-/);
  });

  it('shows a field’s error only once it is touched or a submit was tried', () => {
    const before = shownErrors<Values>({
      errors,
      touchedFields: { name: true },
      isSubmitted: false,
    });
    expect(before('name')).toBe('Field is required.');
    expect(before('email')).toBeUndefined();
    const after = shownErrors<Values>({ errors, touchedFields: {}, isSubmitted: true });
    expect(after('email')).toBe('Invalid email.');
    const valid = shownErrors<Values>({
      errors: {},
      touchedFields: { name: true },
      isSubmitted: true,
    });
    expect(valid('name')).toBeUndefined();
  });

  it('links a control in error to its message', () => {
    expect(errorAria('f-name', 'Field is required.')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'f-name-error',
    });
    expect(errorAria('f-name', undefined)).toEqual({});
  });

  it('labels a control and puts its error under it', () => {
    render(
      <form aria-label="Demo">
        <FormField
          id="f-name"
          label="Your name *"
          labelClassName="block"
          error="Field is required."
          className="wide"
        >
          <input id="f-name" {...errorAria('f-name', 'Field is required.')} />
        </FormField>
        <SubmitCell look={{ wide: 'wide', button: 'btn' }} busy={false} label="Send" />
        <FormStatus>
          <p>Sent.</p>
        </FormStatus>
      </form>,
    );
    const input = screen.getByLabelText('Your name *');
    expect(input).toHaveAccessibleDescription('Field is required.');
    expect(input.parentElement).toHaveClass('wide');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'f-name-error');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByText('Sent.').parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('says "Sending…" and disables the button while busy', () => {
    render(<SubmitCell look={{ wide: '', button: 'btn' }} busy label="Send" />);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});
