import { describe, expect, it } from 'vitest';
import { dropRanges, renderedLinks } from './links.ts';

// What create-site counts as a link a page renders, and how it drops one from the extract's copy.
const files: Record<string, string> = {
  'page.tsx': [
    "import { cards, crumbs, offerLink } from './content.ts';",
    'export default function Page() { return <a href="/home">{crumbs(\'x\').length + cards.length}</a>; }',
    "export const Consent = () => <a href={withBase('/privacy')}>privacy policy</a>;",
    'export const Offer = () => <Banner link={offerLink} note="a/b" />;',
  ].join('\n'),
  'content.ts': [
    "const home = { label: 'Home', href: '/' };",
    '// A path held in a constant (or any property) is a link too.',
    "export const offerLink = '/offer';",
    'export const crumbs = (label: string) => [home, { label }];',
    "const more = { label: 'More', href: '/more' };",
    'export const cards = [',
    "  { title: 'A', href: '/a' },",
    "  { title: 'B', action: { label: 'Go', href: '/b' } },",
    '  more,',
    '];',
    "export const otherPageCrumbs = [home, { label: 'Other', href: '/other' }];",
  ].join('\n'),
};
const resolve = (specifier: string) => (specifier === './content.ts' ? 'content.ts' : undefined);

describe('rendered links', () => {
  const links = renderedLinks(Object.keys(files), (f) => files[f]!, resolve, new Set(['page.tsx']));

  it('counts what the pages use of a shared file (and what that mentions), not its other exports', () => {
    expect(links.map((l) => `${l.file} ${l.href}`).sort()).toEqual([
      'content.ts /',
      'content.ts /a',
      'content.ts /b',
      'content.ts /more',
      'content.ts /offer',
      'page.tsx /home',
      'page.tsx /privacy',
    ]);
  });

  it('drops a list item that links, with its comma; a property or JSX link gets a new target instead', () => {
    const text = files['content.ts']!;
    const a = links.find((l) => l.href === '/a')!;
    const b = links.find((l) => l.href === '/b')!;
    expect(b.drop).toBeUndefined(); // `action` may be required by its type
    const out = dropRanges(text, [a.drop!], [{ ...b.literal, text: "'/'" }]);
    expect(out).not.toMatch(/'\/a'|'\/b'/);
    expect(out).toContain("{ title: 'B', action: { label: 'Go', href: '/' } }");
    expect(out).toContain('more,');
    expect(new Function(out.replace(/export /g, '').replace(/: string/g, ''))).toBeTypeOf(
      'function',
    );
    expect(links.find((l) => l.href === '/home')?.drop).toBeUndefined();
  });
});
