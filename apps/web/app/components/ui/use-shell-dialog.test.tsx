import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellProvider, useShell } from '~/shell/shell-context.tsx';
import { useShellDialog } from './use-shell-dialog.ts';

// happy-dom's <dialog> lacks showModal in some versions; the hook's logic is what is under test.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

function Demo() {
  const { openModal } = useShell();
  const { ref, open, close, onBackdropClick } = useShellDialog('demo');
  return (
    <>
      <button type="button" onClick={() => openModal('demo')}>
        Open
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog ref={ref} aria-label="Demo" onClose={close} onClick={onBackdropClick}>
        {open && (
          <>
            <p>Inside</p>
            <button type="button" onClick={close}>
              Done
            </button>
          </>
        )}
      </dialog>
    </>
  );
}

function renderDemo() {
  render(
    <MemoryRouter>
      <ShellProvider>
        <Demo />
      </ShellProvider>
    </MemoryRouter>,
  );
  return document.querySelector('dialog')!;
}

describe('useShellDialog', () => {
  it('opens the dialog while the shell’s open modal is its id and closes it after', () => {
    const dialog = renderDemo();
    expect(dialog.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog.open).toBe(false);
  });

  it('closes on a click on the backdrop (the dialog itself), not inside it', () => {
    const dialog = renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByText('Inside'));
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
  });
});
