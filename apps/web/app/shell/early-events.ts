// A visitor's first moves on a form before the page's code runs are kept, whatever the network.
//
// The page is prerendered and shows its forms at once; React takes them over when the page's scripts have
// arrived and hydrated it (entry.client.tsx; a part in a chunk of its own later, shell/hydration.tsx). Until
// then the browser alone answers: a submit would reload the page (the visitor's click lost), a blur would
// mark no field touched, and what was typed would be overwritten by the form's start values. So an inline
// script, run while the page is parsed, keeps every form event until the page says it has hydrated
// (<html data-hydrated>): it holds each submit back (no reload) and notes each edit and blur; the app then
// plays them again on the live forms, in order (`replayEarlyEvents`).

/** The global the inline script fills. */
export const earlyEventsGlobal = '__contrailEarlyEvents';

/** A kept event: an edit (with the value it left), a field left, a submit (with the button pressed). */
export type EarlyEvent =
  | { type: 'edit'; target: Element; value: string; checked: boolean }
  | { type: 'blur'; target: Element }
  | { type: 'submit'; target: Element; submitter: Element | null };

/**
 * The inline script's source (root.tsx renders it in <head>). Plain ES5 in a string: it is the same text in
 * the prerendered HTML and in the client build (the server's Content-Security-Policy hashes it).
 */
export const earlyEventsScript = `(function(){var w=window,k='${earlyEventsGlobal}',d=document.documentElement;w[k]=[];function keep(t,f){w.addEventListener(t,function(e){var el=e.target;if(d.hasAttribute('data-hydrated')||!el||!(el.form||el.tagName==='FORM'))return;w[k].push(f(e,el))},true)}function edit(e,el){return{type:'edit',target:el,value:el.value,checked:!!el.checked}}keep('input',edit);keep('change',edit);keep('focusout',function(e,el){return{type:'blur',target:el}});keep('submit',function(e,el){e.preventDefault();e.stopImmediatePropagation();return{type:'submit',target:el,submitter:e.submitter||null}})})();`;

type Queue = EarlyEvent[] & { replayed?: boolean };

const nativeValue = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/** Puts a control back the way the visitor left it, so that React (and react-hook-form) sees the edit. */
function replayEdit(event: Extract<EarlyEvent, { type: 'edit' }>) {
  const { target } = event;
  if (
    target instanceof HTMLInputElement &&
    (target.type === 'checkbox' || target.type === 'radio')
  ) {
    // React reads a checkbox's or a radio's change from its click.
    if (target.checked !== event.checked) target.click();
    return;
  }
  if (
    !(target instanceof HTMLInputElement) &&
    !(target instanceof HTMLTextAreaElement) &&
    !(target instanceof HTMLSelectElement)
  )
    return;
  // Through the element's own setter: React's value tracker must not take the value as its own.
  nativeValue(target)?.call(target, event.value);
  target.dispatchEvent(
    new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Plays the events the inline script kept on the live page, once, in order: each control's last edit
 * first (the form's start values may have replaced what was typed), then the fields left, then the
 * submits. Returns how many events were played.
 */
export function replayEarlyEvents(win: Window = window): number {
  const queue = (win as unknown as Record<string, Queue | undefined>)[earlyEventsGlobal];
  if (!queue || queue.replayed) return 0;
  queue.replayed = true;
  const events = queue.splice(0).filter((event) => event.target.isConnected);
  const lastEdits = new Map<Element, Extract<EarlyEvent, { type: 'edit' }>>();
  for (const event of events) if (event.type === 'edit') lastEdits.set(event.target, event);
  for (const edit of lastEdits.values()) replayEdit(edit);
  for (const event of events)
    if (event.type === 'blur')
      event.target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  const submitted = new Set<Element>();
  for (const event of events) {
    if (event.type !== 'submit' || submitted.has(event.target)) continue;
    if (!(event.target instanceof HTMLFormElement)) continue;
    submitted.add(event.target);
    const { submitter } = event;
    const button =
      (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
      submitter.form === event.target
        ? submitter
        : undefined;
    event.target.requestSubmit(button);
  }
  return events.length;
}
