import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

/** A window as wide as `width`, answering the max-width queries the app asks. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

function showFour() {
  act(() => {
    for (const text of ['Saved', 'Sent', 'Deleted', 'Failed to send message: offline'])
      toast.success(text);
  });
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('Toaster', () => {
  it('shows one toast at a time on a phone, at the top, clear of a bottom sheet', async () => {
    screenWidth(390);
    const { container } = render(<Toaster />);
    showFour();
    await screen.findByText('Saved');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
  });

  it('keeps the specified bottom-right corner on wider screens, three at most', async () => {
    screenWidth(1280);
    const { container } = render(<Toaster />);
    showFour();
    await screen.findByText('Deleted');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(container.querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull();
  });
});
