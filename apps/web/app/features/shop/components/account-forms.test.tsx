import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveAccountForms as AccountForms } from './account-forms-live.tsx';
import { accountMessages } from './account-schema.ts';

const errorUnder = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('AccountForms', () => {
  it('says plainly that these demo forms create no account', () => {
    render(<AccountForms />);
    expect(screen.getByText(/create no account and sign nobody in/)).toBeTruthy();
  });

  it('validates the log-in form under its fields, then confirms without signing in', async () => {
    render(<AccountForms />);
    const login = screen.getByRole('form', { name: 'Log in' });
    fireEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    const email = within(login).getByLabelText('Email address *');
    const password = within(login).getByLabelText('Password *');
    await waitFor(() => expect(errorUnder(email)).toBeTruthy());
    expect(errorUnder(password)).toBe('Field is required.');
    fireEvent.change(email, { target: { value: 'pilot@example.com' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(await within(login).findByText(accountMessages.signedIn)).toBeTruthy();
  });

  it('checks the password length and confirmation on the register form', async () => {
    render(<AccountForms />);
    const form = screen.getByRole('form', { name: 'Register' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill('Your name *', 'Amelia');
    fill('Email address *', 'amelia@example.com');
    fill('Password *', 'short');
    fill('Confirm password *', 'other');
    fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(errorUnder(within(form).getByLabelText('Password *'))).toBe(
        accountMessages.passwordLength,
      ),
    );
    fill('Password *', 'long-enough');
    fill('Confirm password *', 'long-enougH');
    await waitFor(() =>
      expect(errorUnder(within(form).getByLabelText('Confirm password *'))).toBe(
        accountMessages.passwordMatch,
      ),
    );
    fill('Confirm password *', 'long-enough');
    fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText(accountMessages.registered)).toBeTruthy();
  });
});

describe('AccountForms as first rendered', () => {
  const form = (name: string) => screen.getByRole('form', { name });

  it('show the messages under the fields for a submit pressed at once', async () => {
    render(<AccountForms />);
    fireEvent.change(within(form('Register')).getByLabelText('Password *'), {
      target: { value: 'short' },
    });
    fireEvent.click(within(form('Register')).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(errorUnder(within(form('Register')).getByLabelText('Password *'))).toBe(
        accountMessages.passwordLength,
      ),
    );
    const register = within(form('Register'));
    expect(errorUnder(register.getByLabelText('Your name *'))).toBe('Field is required.');
    expect(register.getByLabelText('Password *')).toHaveValue('short');
  });
});
