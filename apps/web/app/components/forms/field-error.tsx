import { useProblemText } from '~/i18n/i18n-context.tsx';

/**
 * Error text under a field; rendered only when the field is touched and in error. Its colour is the
 * `danger` token, which follows the background: the page's theme (light or dark scheme) and any dark or
 * brand section, footer or panel it sits in (app.css `status-on-dark`, `status-on-brand`).
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useProblemText();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-danger mt-2 text-sm font-medium">
      {text(message)}
    </p>
  );
}
