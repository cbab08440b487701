import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { SubscribeFormFieldsProps } from './subscribe-form-fields.tsx';
import { SubscribeFormView, type SubscribeFormProps } from './subscribe-form-view.tsx';

export type { SubscribeFormProps, SubscribeFormVariant } from './subscribe-form-view.tsx';

type Fields = ComponentType<SubscribeFormFieldsProps>;
type HandOver = Pick<SubscribeFormFieldsProps, 'initialEmail' | 'autoFocus' | 'submitOnMount'>;

let loaded: Fields | undefined;
let loading: Promise<Fields> | undefined;

/** Loads the validating form (react-hook-form + zod), once. */
export function loadSubscribeForm(): Promise<Fields> {
  loading ??= import('./subscribe-form-fields.tsx').then((module) => {
    loaded = module.SubscribeFormFields;
    return loaded;
  });
  return loading;
}

/**
 * The newsletter form: validates with the spec's messages and posts {email} to /api/send.
 * The first paint is the same markup without validation code; the validating form (react-hook-form + zod)
 * loads when the form nears the viewport or is used, keeping them out of the first-load bundle.
 */
export function SubscribeForm(props: SubscribeFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState<{ Fields: Fields; handOver: HandOver } | undefined>(() =>
    loaded ? { Fields: loaded, handOver: {} } : undefined,
  );

  const upgrade = (submitOnMount = false) => {
    void loadSubscribeForm().then((Fields) => {
      const input = form.current?.querySelector('input');
      if (!input) return;
      const handOver = {
        initialEmail: input.value,
        autoFocus: submitOnMount || document.activeElement === input,
        submitOnMount,
      };
      // A submit that raced a hover/focus preload must still submit once the form is ready.
      setReady((current) => (current && !submitOnMount ? current : { Fields, handOver }));
    });
  };

  useEffect(() => {
    const node = form.current;
    if (!node) return;
    const load = () => upgrade();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
            rootMargin: '600px 0px',
          });
    observer?.observe(node);
    node.addEventListener('focusin', load);
    node.addEventListener('pointerenter', load);
    return () => {
      observer?.disconnect();
      node.removeEventListener('focusin', load);
      node.removeEventListener('pointerenter', load);
    };
    // Listeners are set once per first-paint form (`upgrade` only reads refs and sets state).
  }, [ready]);

  if (ready) return <ready.Fields {...props} {...ready.handOver} id={id} />;
  return (
    <SubscribeFormView
      {...props}
      id={id}
      formRef={form}
      input={{}}
      onSubmit={(event) => {
        event.preventDefault();
        upgrade(true);
      }}
    />
  );
}
