import { z } from 'zod';
import { multiLinePattern, singleLinePattern, textMessages } from './text-rules.ts';

export { multiLinePattern, singleLinePattern, textMessages, textProblem } from './text-rules.ts';

/**
 * A single-line text field: trimmed, at most `max` characters, no control characters (400 naming the
 * field otherwise). Every one-line field of a request body is built with this.
 */
export const singleLine = (max: number, options: { error?: string } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .trim()
    .max(max)
    .regex(singleLinePattern, textMessages.singleLine);

/**
 * A multi-line text field (a message, notes): trimmed, at most `max` characters, line breaks kept
 * (CR LF and lone CR become LF), other control characters refused.
 */
export const multiLine = (max: number, options: { error?: string } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .trim()
    .max(max)
    .regex(multiLinePattern, textMessages.multiLine)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'));
