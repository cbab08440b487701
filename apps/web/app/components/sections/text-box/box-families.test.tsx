import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CustomIconFeatures } from '~/components/sections/custom-icon-with-text/custom-icon-features.tsx';
import { FancyTextBoxes } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import { OverlineIconBoxes } from '~/components/sections/overline-icon-box/overline-icon-boxes.tsx';
import { customIconDemos } from '~/content/elements/custom-icon-with-text.ts';
import { fancyTextBoxDemos } from '~/content/elements/fancy-text-box.ts';
import { overlineIconBoxDemos } from '~/content/elements/overline-icon-box.ts';
import { textBoxDemos } from '~/content/elements/text-box.ts';
import { TextBoxes } from './text-boxes.tsx';

describe('the box families', () => {
  it('is the grid of the four box families', () => {
    const check = (
      demo: { variant: string; items: readonly { title: string }[] },
      family: ReactElement,
    ) => {
      const { container, unmount } = render(<MemoryRouter>{family}</MemoryRouter>);
      const grid = container.firstElementChild as HTMLElement;
      expect(grid.dataset.variant).toBe(demo.variant);
      expect(grid.querySelectorAll(':scope > article')).toHaveLength(demo.items.length);
      for (const item of demo.items)
        expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
      unmount();
    };
    const text = textBoxDemos[0]!;
    check(text, <TextBoxes items={text.items} variant={text.variant} columns={text.columns} />);
    const fancy = fancyTextBoxDemos[0]!;
    check(
      fancy,
      <FancyTextBoxes items={fancy.items} variant={fancy.variant} columns={fancy.columns} />,
    );
    const overline = overlineIconBoxDemos[0]!;
    check(
      overline,
      <OverlineIconBoxes
        items={overline.items}
        variant={overline.variant}
        columns={overline.columns}
      />,
    );
    const custom = customIconDemos[0]!;
    check(
      custom,
      <CustomIconFeatures items={custom.items} variant={custom.variant} columns={custom.columns} />,
    );
  });
});
