import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { shownErrors } from './form-field.tsx';
import {
  formCode,
  handedValues,
  LazyForm,
  liveForm,
  readForm,
  type FirstPaintForm,
  type FormBinding,
  type HandOver,
  type LiveFormProps,
} from './lazy-form.tsx';

type Values = { name: string; size: number; agree: boolean; method: string; colour: string };
const empty: Values = { name: '', size: 2, agree: false, method: 'standard', colour: '' };

interface Binding extends FormBinding<keyof Values> {
  sent: number;
}

const resolver: Resolver<Values> = (values): ResolverResult<Values> =>
  values.name
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: 'required', message: 'Name, please.' } } };

/** A small form: what each of the site's forms does, with a synchronous check (name required). */
function useDemoForm(
  { onSend }: { onSend: (values: Values) => void },
  handOver: HandOver,
): Binding {
  const [sent, setSent] = useState(0);
  const { register, handleSubmit, formState } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: handedValues(empty, handOver),
    resolver,
  });
  return {
    field: (name, options) =>
      options?.valueAsNumber ? register(name, { valueAsNumber: true }) : register(name),
    errorOf: shownErrors(formState),
    busy: formState.isSubmitting,
    submit: handleSubmit((values) => {
      onSend(values);
      setSent((n) => n + 1);
    }),
    sent,
  };
}

function View({ binding, firstPaint }: { binding: Binding; firstPaint: FirstPaintForm }) {
  const { field, errorOf } = binding;
  return (
    <form
      noValidate
      aria-label="Demo"
      onSubmit={(event) => void binding.submit(event)}
      {...firstPaint}
    >
      <label htmlFor="demo-name">Name</label>
      <input id="demo-name" {...field('name')} />
      {errorOf('name') && <p role="alert">{errorOf('name')}</p>}
      <label htmlFor="demo-size">Size</label>
      <input
        id="demo-size"
        type="number"
        defaultValue={2}
        {...field('size', { valueAsNumber: true })}
      />
      <label>
        <input type="checkbox" {...field('agree')} /> Agree
      </label>
      {['standard', 'express'].map((method) => (
        <label key={method}>
          <input type="radio" value={method} {...field('method', { radioValue: method })} />{' '}
          {method}
        </label>
      ))}
      <label htmlFor="demo-colour">Colour</label>
      <select id="demo-colour" {...field('colour')}>
        <option value="">Choose</option>
        <option value="red">Red</option>
      </select>
      <button type="submit">Send</button>
      <p>Sent {binding.sent}</p>
    </form>
  );
}

/** A fresh form code whose load the test releases (`arrive`). */
function setup() {
  let arrive: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<LiveFormProps<{ onSend: (v: Values) => void }, Binding>>>(
        (resolve) => (arrive = () => resolve(liveForm(useDemoForm))),
      ),
  );
  const code = formCode(load);
  const onSend = vi.fn();
  render(
    <LazyForm code={code} props={{ onSend }} idle={{ sent: 0 }} defaults={empty}>
      {(binding, firstPaint) => <View binding={binding} firstPaint={firstPaint} />}
    </LazyForm>,
  );
  return { load, arrive: () => arrive(), onSend, code };
}

const name = () => screen.getByLabelText('Name') as HTMLInputElement;

beforeAll(() => {
  // happy-dom has no `select.size` (browsers: 0), so react-hook-form would take every select for edited.
  if (!('size' in HTMLSelectElement.prototype))
    Object.defineProperty(HTMLSelectElement.prototype, 'size', { get: () => 0 });
});

describe('LazyForm', () => {
  it('paints the form without its code and loads the code on the first focus, once', async () => {
    const { load, arrive } = setup();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'standard' })).toBeChecked();
    expect(screen.getByLabelText('Size')).toHaveValue(2);
    const first = name();
    fireEvent.focus(first);
    fireEvent.pointerEnter(screen.getByRole('form'));
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await waitFor(() => expect(name()).not.toBe(first));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the code when hovered (or touched)', () => {
    const { load } = setup();
    fireEvent.pointerEnter(screen.getByRole('form'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps every value typed or picked before the code arrived, and the focus and caret', async () => {
    const { arrive } = setup();
    const first = name();
    first.focus();
    fireEvent.input(first, { target: { value: 'Ada Lovelace' } });
    fireEvent.input(screen.getByLabelText('Size'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    fireEvent.click(screen.getByRole('radio', { name: 'express' }));
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'red' } });
    first.setSelectionRange(2, 4);
    arrive();
    await waitFor(() => expect(name()).not.toBe(first));
    expect(name()).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Size')).toHaveValue(5);
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'express' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'standard' })).not.toBeChecked();
    expect(screen.getByLabelText('Colour')).toHaveValue('red');
    expect(name()).toHaveFocus();
    expect([name().selectionStart, name().selectionEnd]).toEqual([2, 4]);
  });

  it('lets a press in progress finish before taking over, so its click lands', async () => {
    const { arrive, onSend } = setup();
    fireEvent.input(name(), { target: { value: 'Ada' } });
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.pointerDown(button);
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Send' })).toBe(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(await screen.findByText('Sent 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).not.toBe(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('puts the focus back on a control without an id (a radio), by its place in the form', async () => {
    const { arrive } = setup();
    const express = screen.getByRole('radio', { name: 'express' });
    express.focus();
    fireEvent.click(express);
    arrive();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'express' })).not.toBe(express));
    expect(screen.getByRole('radio', { name: 'express' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'express' })).toBeChecked();
  });

  it('a submit pressed before the code arrived validates once it is in', async () => {
    const { arrive, onSend } = setup();
    fireEvent.submit(screen.getByRole('form'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('alert')).toHaveTextContent('Name, please.');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('a submit pressed (even twice) before the code arrived submits the typed values once', async () => {
    const { arrive, onSend } = setup();
    fireEvent.input(name(), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('radio', { name: 'express' }));
    fireEvent.submit(screen.getByRole('form'));
    fireEvent.submit(screen.getByRole('form'));
    arrive();
    expect(await screen.findByText('Sent 1')).toBeInTheDocument();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toEqual({
      name: 'Ada',
      size: 2,
      agree: false,
      method: 'express',
      colour: '',
    });
  });

  it('tries again on the next interaction when the code failed to load', async () => {
    let attempt = 0;
    const code = formCode<undefined, FormBinding>(async () => {
      attempt += 1;
      throw new Error('offline');
    });
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).rejects.toThrow('offline');
    expect(attempt).toBe(2);
  });
});

describe('hand-over helpers', () => {
  it('reads named controls: text, checkbox state, checked radio, select', () => {
    render(
      <form aria-label="Read">
        <input name="name" defaultValue="Ada" />
        <input type="checkbox" name="agree" defaultChecked />
        <input type="radio" name="method" value="a" />
        <input type="radio" name="method" value="b" defaultChecked />
        <select name="colour" defaultValue="red">
          <option value="red">Red</option>
        </select>
        <input defaultValue="no name" />
      </form>,
    );
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(readForm(form, true)).toEqual({
      values: { name: 'Ada', agree: true, method: 'b', colour: 'red' },
      submit: true,
      focus: undefined,
    });
  });

  it('takes handed values where their type fits the start value, numbers from number inputs', () => {
    const handOver: HandOver = {
      values: { name: 'Ada', size: '7', agree: 'on', extra: 'x' },
      submit: false,
    };
    expect(handedValues(empty, handOver)).toEqual({ ...empty, name: 'Ada', size: 7 });
    expect(handedValues(empty, { values: { size: '' }, submit: false }).size).toBeNaN();
  });
});
