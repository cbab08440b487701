import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Button,
  buttonShapes,
  buttonSizes,
  buttonVariants,
  type ButtonShape,
  type ButtonSize,
  type ButtonVariant,
} from './button.tsx';

const variants = Object.keys(buttonVariants) as ButtonVariant[];
const sizes = Object.keys(buttonSizes) as ButtonSize[];
const shapes = Object.keys(buttonShapes) as ButtonShape[];

describe('Button variant tables', () => {
  it('renders every variant × size × shape with the classes of its table rows', () => {
    for (const variant of variants)
      for (const size of sizes)
        for (const shape of shapes) {
          const name = `${variant} ${size} ${shape}`;
          const { container, unmount } = render(
            <Button variant={variant} size={size} shape={shape}>
              {name}
            </Button>,
          );
          const button = container.querySelector('button');
          expect(button).toHaveTextContent(name);
          for (const cls of [buttonVariants[variant], buttonSizes[size], buttonShapes[shape]])
            for (const token of cls.split(' ')) expect(button).toHaveClass(token);
          expect(button).toHaveAttribute('type', 'button');
          unmount();
        }
  });

  it('keeps the defaults (solid, md, rounded) and passes disabled through', () => {
    render(<Button disabled>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('bg-brand', 'px-6', 'rounded-md');
  });
});
