import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, type TabItem } from './tabs.tsx';

const items: TabItem[] = [
  { id: 'one', label: 'One', title: 'First', content: 'First panel' },
  { id: 'two', label: 'Two', title: 'Second', content: 'Second panel' },
  { id: 'three', label: 'Three', title: 'Third', content: 'Third panel' },
];
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('selects the first tab and shows its panel only', () => {
    render(<Tabs items={items} label="Sample" />);
    expect(screen.getByRole('tablist', { name: 'Sample' })).toBeInTheDocument();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First panel');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('One');
  });

  it('moves and activates with arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Sample" />);
    tab('One').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
  });

  it('uses up/down in the vertical style and selects on click', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Sample" variant="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    tab('One').focus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Three'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third panel');
  });

  it('shows rich panels as given and can put the tab list at the start', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Rich"
        align="start"
        items={[
          { id: 'text', label: 'Text', title: 'Plain', content: 'A paragraph' },
          {
            id: 'list',
            label: 'List',
            panel: (
              <ul>
                <li>First point</li>
                <li>Second point</li>
              </ul>
            ),
          },
        ]}
      />,
    );
    expect(screen.getByRole('tablist').className).not.toMatch(/justify-center/);
    await user.click(tab('List'));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('List');
    expect(panel.querySelectorAll('li')).toHaveLength(2);
  });
});
