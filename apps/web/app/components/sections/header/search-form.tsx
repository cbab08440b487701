import { useEffect, useId, useRef } from 'react';
import { Form } from 'react-router';
import { Icon } from '~/components/ui/icon.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';

/** The site search: submits to /page/search-result?q= (spec §2). */
export function SearchForm({
  focusOnMount = false,
  defaultValue,
}: {
  focusOnMount?: boolean;
  defaultValue?: string;
}) {
  const { search } = useMessages();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    if (!focusOnMount) return;
    // After the enclosing dialog's showModal() (a parent effect) has placed its own initial focus.
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusOnMount]);
  return (
    <Form
      method="get"
      action="/page/search-result"
      role="search"
      className="border-ink flex items-center gap-2 border-b-2 pb-2"
    >
      <label htmlFor={id} className="sr-only">
        {search.label}
      </label>
      <input
        id={id}
        defaultValue={defaultValue}
        name="q"
        type="search"
        ref={input}
        required
        placeholder={search.placeholder}
        className="placeholder:text-muted min-w-0 flex-1 bg-transparent py-2 text-xl outline-none"
      />
      <button
        type="submit"
        aria-label={search.submit}
        className="bg-ink text-surface hover:bg-brand hover:text-on-brand grid size-11 place-items-center rounded-full"
      >
        <Icon name="search" size={20} />
      </button>
    </Form>
  );
}
