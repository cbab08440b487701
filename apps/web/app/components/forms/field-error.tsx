/** Error text under a field; rendered only when the field is touched and in error. */
export function FieldError({
  id,
  message,
  tone = 'default',
}: {
  id: string;
  message?: string;
  tone?: 'default' | 'inverse';
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className={
        tone === 'inverse'
          ? 'mt-2 text-sm font-medium text-amber-200'
          : 'mt-2 text-sm font-medium text-red-700'
      }
    >
      {message}
    </p>
  );
}
