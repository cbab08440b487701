import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';

// Issue 37: sample copy must read as real, original copy. A template whose journal says "Author 4" or whose
// product is "Item 3" looks unfinished. Two nets: every string of the typed sample content, and the text the
// home demos' sections really render from it (which caught bylines wired to the wrong prop).

/** Text that reads as an unfinished placeholder: a generic noun and a number, filler Latin, to-do marks. */
const placeholderPatterns: readonly RegExp[] = [
  /\b(Author|Item|Title|Product|Name|Post|Project|Member|Person|User|Client|Customer|Category|Service|Feature|Plan|Article|Image|Photo|Card|Heading|Label|Text|Demo|Testimonial|Speaker|Room|Course|Tag)\s+#?\d+\b/,
  /\blorem\b|\bipsum\b|dolor sit amet/i,
  /\b(TODO|TBD|FIXME|placeholder text|sample text|your text here|coming soon)\b/i,
  /\bundefined\b|\bNaN\b|\[object Object\]/,
];

/** Strings that say what they are and so may carry a number (accessible names, not sample copy). */
const allowed: readonly RegExp[] = [/^Slide \d+ of \d+/, /^Step \d+: $/];

export function placeholdersIn(text: string): string[] {
  if (allowed.some((pattern) => pattern.test(text))) return [];
  return placeholderPatterns.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [match[0]] : [];
  });
}

/** Every string in a value (objects, arrays), with its path. */
function* strings(
  value: unknown,
  path: string,
  seen = new Set<unknown>(),
): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const [key, inner] of Object.entries(value)) yield* strings(inner, `${path}.${key}`, seen);
  }
}

const content = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});
// A lower part shared by a demo's languages takes its content (the English one here); the others take none.
const lowerParts = import.meta.glob<{ default: ComponentType<{ content?: unknown }> }>(
  '../pages/home/lower/*.tsx',
  { eager: true },
);
const englishContent = (file: string) =>
  content[`./home/${file.replace(/^.*\/home-(.*)\.tsx$/, '$1')}.ts`];

describe('sample copy', () => {
  it('knows a placeholder when it sees one', () => {
    expect(placeholdersIn('By Author 4')).toEqual(['Author 4']);
    expect(placeholdersIn('Product 12')).toEqual(['Product 12']);
    expect(placeholdersIn('Lorem ipsum dolor sit amet')).toHaveLength(1);
    expect(placeholdersIn('By Tomás Herrera · 12 comments')).toEqual([]);
    expect(placeholdersIn('Room 214 is booked')).toEqual(['Room 214']);
  });

  it('holds no placeholder in any sample content string', () => {
    const found: string[] = [];
    for (const [file, module] of Object.entries(content))
      for (const [path, text] of strings(module, file))
        for (const hit of placeholdersIn(text)) found.push(`${path}: "${hit}" in "${text}"`);
    expect(found).toEqual([]);
    expect(Object.keys(content).length).toBeGreaterThan(20);
  });

  it('renders no placeholder in any home demo’s sections (names, authors, figures)', () => {
    const found: string[] = [];
    for (const [file, module] of Object.entries(lowerParts)) {
      const Lower = module.default;
      const { container, unmount } = render(
        <MemoryRouter>
          <ShellProvider>
            <Lower content={englishContent(file)} />
          </ShellProvider>
        </MemoryRouter>,
      );
      const text = container.textContent ?? '';
      for (const hit of placeholdersIn(text)) found.push(`${file}: "${hit}"`);
      unmount();
    }
    expect(Object.keys(lowerParts).length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  }, 120_000);
});
