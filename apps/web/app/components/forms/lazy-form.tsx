import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEventHandler,
  type FormEvent,
  type PointerEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';

// A form's first paint without its code: the page's first load carries the form's markup (a view that
// takes a `FormBinding`) and this wrapper; react-hook-form, the form's state and sending, and its checks
// (zod) load on the form's first interaction, then take over the same markup, keeping what was typed.

/** What a control spreads: react-hook-form's `register()` once the code is in, its name alone before. */
export interface FieldProps {
  name: string;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
  ref?: (instance: Element | null) => void;
  /** A radio's first-paint state (the form's start value); react-hook-form sets it once loaded. */
  defaultChecked?: boolean;
}

/** Options of `FormBinding.field`: a number input's value as a number; a radio's own value. */
export interface FieldOptions {
  valueAsNumber?: boolean;
  radioValue?: string;
}

/** How a view reaches its form's state: the same shape before and after the code arrives. */
export interface FormBinding<Name extends string = string> {
  /** The props of the control named `name`. */
  field(name: Name, options?: FieldOptions): FieldProps;
  /** The message to show under a field, if any (none before the code arrives). */
  errorOf(name: Name): string | undefined;
  /** A submit is being handled. */
  busy: boolean;
  /** The form's submit handler. */
  submit(event?: FormEvent<HTMLFormElement>): unknown;
}

/** A value handed over from the first-paint form: text, a checkbox's state, a number input's number. */
export type HandedValue = string | number | boolean;

/** What the first-paint form hands to the one that takes over. */
export interface HandOver {
  /** Every named control's value as the visitor left it. */
  values: Readonly<Record<string, HandedValue>>;
  /** The visitor pressed submit before the code arrived: validate and submit once it is in. */
  submit: boolean;
  /** The focused control (its index among the form's controls: the markup is the same) and its caret. */
  focus?: { index: number; start: number | null; end: number | null };
}

/** The props of a loaded form: the form's own props, the hand-over, and the view to render. */
export interface LiveFormProps<P, B> {
  props: P;
  handOver: HandOver;
  children: (binding: B) => ReactNode;
}

/** A form's code, loaded once (`load` on first interaction; tests and client navigations may preload). */
export interface FormCode<P, B> {
  load: () => Promise<ComponentType<LiveFormProps<P, B>>>;
  loaded: ComponentType<LiveFormProps<P, B>> | undefined;
}

/** Declares a form's lazily loaded code; `load` resolves to its `liveForm(...)` component. */
export function formCode<P, B>(
  load: () => Promise<ComponentType<LiveFormProps<P, B>>>,
): FormCode<P, B> {
  let loading: Promise<ComponentType<LiveFormProps<P, B>>> | undefined;
  const code: FormCode<P, B> = {
    loaded: undefined,
    load: () =>
      (loading ??= load().then(
        (Live) => (code.loaded = Live),
        (error: unknown) => {
          loading = undefined; // a later interaction tries again
          throw error;
        },
      )),
  };
  return code;
}

/** Start values: `empty`, with what the visitor left in the first-paint form where the types agree. */
export function handedValues<T extends Record<string, HandedValue>>(
  empty: T,
  handOver: HandOver,
): T {
  const values: Record<string, HandedValue> = { ...empty };
  for (const [name, start] of Object.entries(empty)) {
    const handed = handOver.values[name];
    if (handed === undefined) continue;
    if (typeof start === 'number' && typeof handed === 'string')
      values[name] = handed.trim() === '' ? Number.NaN : Number(handed);
    else if (typeof start === typeof handed) values[name] = handed;
  }
  return values as T;
}

/**
 * Makes the loaded form from the hook that binds it (react-hook-form): it starts from the hand-over's
 * values (`handedValues`) and submits if the visitor already pressed submit.
 */
export function liveForm<P, B extends FormBinding>(
  useBinding: (props: P, handOver: HandOver) => B,
): ComponentType<LiveFormProps<P, B>> {
  return function LiveForm({ props, handOver, children }: LiveFormProps<P, B>) {
    const binding = useBinding(props, handOver);
    useEffect(() => {
      if (handOver.submit) void binding.submit();
      // Once, when this form replaces the first-paint one.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return children(binding);
  };
}

/** What the view's `<form>` spreads: its ref and, before the code arrives, the listeners that load it. */
export interface FirstPaintForm {
  ref: RefObject<HTMLFormElement | null>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  onPointerEnter?: PointerEventHandler<HTMLFormElement>;
  onPointerDown?: PointerEventHandler<HTMLFormElement>;
}

const isControl = (
  element: Element,
): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** The first-paint form's state: its named controls' values and the focused control's caret. */
export function readForm(form: HTMLFormElement, submit: boolean): HandOver {
  const values: Record<string, HandedValue> = {};
  const controls = Array.from(form.elements);
  for (const element of controls) {
    if (!isControl(element) || !element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox')
      values[element.name] = element.checked;
    else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) values[element.name] = element.value;
    } else values[element.name] = element.value;
  }
  const active = document.activeElement;
  const index = active ? controls.indexOf(active) : -1;
  let focus: HandOver['focus'];
  if (active && index >= 0) {
    let start: number | null = null;
    let end: number | null = null;
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
      try {
        ({ selectionStart: start, selectionEnd: end } = active);
      } catch {
        // No caret on this type.
      }
    }
    focus = { index, start, end };
  }
  return { values, submit, focus };
}

/** Puts the focus and caret back on the control at the same place in the new form. */
function restoreFocus(form: HTMLFormElement | null, focus: HandOver['focus']) {
  const control = focus && form?.elements[focus.index];
  if (!focus || !(control instanceof HTMLElement)) return;
  control.focus({ preventScroll: true });
  if (
    (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
    focus.start !== null &&
    focus.end !== null
  ) {
    try {
      control.setSelectionRange(focus.start, focus.end);
    } catch {
      // Types without a caret (email in some browsers, date, number) keep the browser's own.
    }
  }
}

/**
 * A form whose code loads on its first interaction (focus, hover, touch or submit). Until then
 * `children` renders the view with a binding that only names the controls (so the browser keeps what the
 * visitor types) and whose submit waits for the code; `idle` gives the binding's other members their
 * resting values. Once the code is in, the loaded form takes over: the values are read and the new form
 * committed in one go (`flushSync`), so no keystroke falls between the two; focus and caret are put back
 * before the browser paints; a submit pressed meanwhile is made then. A press (pointer down) in progress
 * is let finish first, so its click lands. The markup is the same before and after: no layout shift.
 */
export function LazyForm<P, B extends FormBinding>({
  code,
  props,
  idle,
  defaults = {},
  children,
}: {
  code: FormCode<P, B>;
  props: P;
  idle: Omit<B, keyof FormBinding>;
  /** Start values the first paint shows (radios: which one is checked). */
  defaults?: Readonly<Record<string, HandedValue>>;
  children: (binding: B, form: FirstPaintForm) => ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const pressing = useRef(false);
  const [handOver, setHandOver] = useState<HandOver | undefined>(() =>
    code.loaded ? { values: {}, submit: false } : undefined,
  );
  const taken = useRef(handOver !== undefined);

  const takeOver = () => {
    const node = form.current;
    if (taken.current || !node || pressing.current) return;
    taken.current = true;
    const next = readForm(node, submitted.current);
    flushSync(() => setHandOver(next));
  };
  const activate = (submit: boolean) => {
    if (submit) submitted.current = true;
    void code.load().then(takeOver);
  };
  const press = () => {
    pressing.current = true;
    const release = () => {
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      // After the press's click (dispatched right after pointerup) has reached the first-paint form.
      window.setTimeout(() => {
        pressing.current = false;
        if (code.loaded) takeOver();
      }, 0);
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    activate(false);
  };

  useLayoutEffect(() => {
    if (handOver) restoreFocus(form.current, handOver.focus);
  }, [handOver]);

  const Live = code.loaded;
  if (handOver && Live)
    return (
      <Live props={props} handOver={handOver}>
        {(binding) => children(binding, { ref: form })}
      </Live>
    );

  const resting: FormBinding = {
    field: (name, options) =>
      options?.radioValue === undefined
        ? { name }
        : { name, defaultChecked: defaults[name] === options.radioValue },
    errorOf: () => undefined,
    busy: false,
    submit: (event) => {
      event?.preventDefault();
      activate(true);
    },
  };
  // `idle` holds the members beyond FormBinding's, so together they are a B.
  const binding = { ...idle, ...resting } as B;
  return (
    <FirstPaint
      binding={binding}
      view={children}
      form={{
        ref: form,
        onFocus: () => activate(false),
        onPointerEnter: () => activate(false),
        onPointerDown: press,
      }}
    />
  );
}

/** The form before its code arrives: the view, with the listeners that load the code. */
function FirstPaint<B>({
  binding,
  view,
  form,
}: {
  binding: B;
  view: (binding: B, form: FirstPaintForm) => ReactNode;
  form: FirstPaintForm;
}) {
  return view(binding, form);
}
