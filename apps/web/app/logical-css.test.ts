import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: the test runner hands CSS imports to the tests empty.
const appCss = readFileSync(join(import.meta.dirname, 'app.css'), 'utf8');

// Right-to-left (decision 0030): the site's own CSS names the start and end of the line, never its left or right,
// where a logical property exists. Tailwind classes in the code are held by ESLint
// (better-tailwindcss/enforce-logical-properties, eslint.config.js); this covers the stylesheet.
const physical: { pattern: RegExp; logical: string }[] = [
  {
    pattern: /\b(margin|padding|scroll-margin|scroll-padding)-(left|right)\s*:/,
    logical: '-inline-start/-end',
  },
  { pattern: /\bborder-(left|right)(-\w+)?\s*:/, logical: 'border-inline-start/-end' },
  {
    pattern: /\bborder-(top|bottom)-(left|right)-radius\s*:/,
    logical: 'border-start-start-radius…',
  },
  { pattern: /(^|[\s;{])(left|right)\s*:/, logical: 'inset-inline-start/-end' },
  { pattern: /\b(text-align|float|clear)\s*:\s*(left|right)\b/, logical: 'start/end' },
];
// Lines that stay physical on purpose, each with its reason (none yet).
const allowed: { line: RegExp; reason: string }[] = [];

/** The stylesheet's declarations that name a physical side, as `line: text`. */
function physicalDeclarations(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  return withoutComments
    .split('\n')
    .flatMap((text, index) =>
      physical.some(({ pattern }) => pattern.test(text)) &&
      !allowed.some(({ line }) => line.test(text))
        ? [`${index + 1}: ${text.trim()}`]
        : [],
    );
}

describe('app.css uses logical properties', () => {
  it('names no physical side where a logical property exists', () => {
    expect(physicalDeclarations(appCss)).toEqual([]);
  });

  it('would catch a physical margin, inset, text-align or border', () => {
    expect(
      physicalDeclarations(
        '.a { margin-left: 1rem; }\n.b {\n  right: 0;\n}\n.c { text-align: left }\n/* left: 0 */\n.d { border-right-width: 2px; }\n.e { inset-inline-start: 0; translate: -100% 0; }',
      ),
    ).toEqual([
      '1: .a { margin-left: 1rem; }',
      '3: right: 0;',
      '5: .c { text-align: left }',
      '7: .d { border-right-width: 2px; }',
    ]);
  });
});
