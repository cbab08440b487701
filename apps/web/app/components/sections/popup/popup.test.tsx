import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { Popup, type PopupContent, type PopupKind } from './popup.tsx';

const content: PopupContent = {
  heading: 'Watch the tour',
  lead: 'Two minutes inside the studio.',
  trigger: 'Play the studio tour',
  modalTitle: 'Studio tour',
  body: 'Hello there.',
  video: { kind: 'youtube', id: 'abc' },
  poster: { src: '/p.svg', alt: '', width: 16, height: 9 },
  place: { name: 'Studio', address: ['1 Road'], query: '1 Road' },
};

function renderPopup(kind: PopupKind) {
  return render(
    <MemoryRouter>
      <ShellProvider>
        <Popup kind={kind} content={content} />
      </ShellProvider>
    </MemoryRouter>,
  );
}

describe('Popup', () => {
  it('creates the YouTube iframe only while the popup is open', async () => {
    const user = userEvent.setup();
    const { container } = renderPopup('youtube-video');
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Play the studio tour' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Studio tour' })).toHaveAttribute('open');
    expect((await screen.findByTitle('Studio tour')).getAttribute('src')).toContain(
      'youtube-nocookie.com',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
  });

  it('loads the map only when the map popup opens', async () => {
    const user = userEvent.setup();
    const { container } = renderPopup('google-map');
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Play the studio tour/ }));
    expect((await screen.findByTitle('Studio tour')).getAttribute('src')).toContain(
      'maps.google.com',
    );
  });

  it('shows a simple message popup', async () => {
    const user = userEvent.setup();
    renderPopup('simple-modal');
    await user.click(screen.getByRole('button', { name: 'Play the studio tour' }));
    // The body is its own chunk: it arrives after the dialog opens.
    expect(await screen.findByText('Hello there.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Studio tour' })).toHaveTextContent('Hello there.');
  });
});
