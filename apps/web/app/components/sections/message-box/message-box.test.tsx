import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messageBoxDemos, sampleMessages } from '~/content/elements/message-box.ts';
import { MessageBox } from './message-box.tsx';
import { MessageBoxes } from './message-boxes.tsx';

describe('MessageBoxes', () => {
  it('dismisses a message with a named close button and moves focus to the next one', async () => {
    const user = userEvent.setup();
    render(<MessageBoxes messages={sampleMessages} />);
    const [first, second] = sampleMessages;
    const close = screen.getByRole('button', { name: `Dismiss message: ${first!.title}` });
    await user.click(close);
    expect(screen.queryByText(first!.title)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Dismiss message: ${second!.title}` })).toHaveFocus();
  });

  it('moves focus to the previous message when the last is dismissed, then to the restore button', async () => {
    const user = userEvent.setup();
    const two = sampleMessages.slice(0, 2);
    render(<MessageBoxes messages={two} />);
    await user.click(screen.getByRole('button', { name: `Dismiss message: ${two[1]!.title}` }));
    const previous = screen.getByRole('button', { name: `Dismiss message: ${two[0]!.title}` });
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    const restore = screen.getByRole('button', { name: 'Show messages again' });
    expect(restore).toHaveFocus();
    await user.click(restore);
    expect(screen.getAllByRole('button', { name: /^Dismiss message/ })).toHaveLength(2);
  });

  it('renders every demo style and kind with its kind announced', () => {
    for (const demo of messageBoxDemos)
      for (const message of sampleMessages) {
        const { unmount } = render(<MessageBox message={message} variant={demo.variant} />);
        expect(screen.getByText(message.title).parentElement).toHaveTextContent(
          new RegExp(`^(Information|Success|Warning|Error): ${message.title}`),
        );
        expect(screen.queryByRole('button')).toBeNull();
        unmount();
      }
    expect(new Set(messageBoxDemos.map((d) => d.variant)).size).toBeGreaterThanOrEqual(6);
  });
});
