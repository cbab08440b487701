/**
 * What the text fields of the API accept, zod-free so the light forms can check it too. A single-line
 * field (a name, phone, subject, company, venue…) holds no control character at all: a CR or LF
 * there would fake lines in the plain-text mail to the desk ("Consent: yes"). A multi-line field
 * (a message, notes) keeps line breaks and tabs, and nothing else of the kind.
 */

/** C0 controls (tab, CR and LF included), DEL, C1 controls, and Unicode's line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
export const singleLinePattern = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
/** As single-line, but line breaks (CR, LF) and tabs are allowed. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
export const multiLinePattern = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

export const textMessages = {
  singleLine: 'Use one line of plain text, without line breaks or control characters.',
  multiLine: 'Remove the control characters (invisible characters other than line breaks).',
} as const;

/** The message for a text value, or undefined when it is fine. */
export function textProblem(
  value: string | undefined | null,
  kind: 'single' | 'multi' = 'single',
): string | undefined {
  if (!value) return undefined;
  return kind === 'single'
    ? singleLinePattern.test(value)
      ? undefined
      : textMessages.singleLine
    : multiLinePattern.test(value)
      ? undefined
      : textMessages.multiLine;
}
