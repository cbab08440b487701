import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { socialIconDemos } from '~/content/elements/social-icons.ts';
import { testSocialLinks as socialLinks } from '~/components/sections/header/test-site-details.ts';
import { SocialIcons } from './social-icons.tsx';

describe('SocialIcons', () => {
  it('renders twelve distinct styles, each with every network named', () => {
    expect(new Set(socialIconDemos.map((d) => d.variant)).size).toBe(12);
    for (const demo of socialIconDemos) {
      const { unmount } = render(<SocialIcons links={socialLinks} variant={demo.variant} />);
      const list = screen.getByRole('list');
      const items = within(list).getAllByRole('link');
      expect(items).toHaveLength(socialLinks.length);
      for (const link of socialLinks)
        expect(
          within(list).getByRole('link', { name: `${link.label} (opens in a new tab)` }),
        ).toHaveAttribute('href', link.link);
      unmount();
    }
  });
});
