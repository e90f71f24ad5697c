import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

function ModalStory() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit leader</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Edit Leader">
        <input aria-label="Name" />
        <Button>Save</Button>
      </Modal>
    </>
  );
}

describe('modal', () => {
  it('keeps focus inside, closes on Escape and gives focus back', async () => {
    render(<ModalStory />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Edit leader' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Edit Leader' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('confirm dialog', () => {
  it('starts on Cancel so a stray Enter never deletes anything', async () => {
    let confirmed = 0;
    let cancelled = 0;
    render(
      <ConfirmDialog
        open
        title="Delete event"
        message="Are you sure you want to delete this event?"
        confirmLabel="Delete"
        onConfirm={() => (confirmed += 1)}
        onCancel={() => (cancelled += 1)}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete event' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this event?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(cancelled).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirmed).toBe(1);
  });
});
