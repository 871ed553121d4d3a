import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** A row's delete button and the confirmation it opens, as the list pages have them. */
function DeleteLocation() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Hapus Bangkalan</Button>
      <Button>Lokasi berikutnya</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Hapus Lokasi"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Batal</Button>
            <Button>Hapus</Button>
          </>
        }
      >
        <p>Hapus lokasi Bangkalan?</p>
      </Dialog>
    </>
  );
}

/** A dialog keyed by the row it is about, so each opening starts clean (the categories' delete). */
function KeyedByRow() {
  const [row, setRow] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setRow('Sofas')}>Hapus Sofas</Button>
      <Dialog key={row ?? 'none'} open={row !== null} onClose={() => setRow(null)} title="Delete category">
        <p>Delete {row}?</p>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<DeleteLocation />);
  const opener = screen.getByRole('button', { name: 'Hapus Bangkalan' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Hapus Lokasi' });
  return { user, opener, dialog };
}

describe('Dialog', () => {
  it('opens as a modal with focus inside it', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside: past the last control to the first, and Shift+Tab back round', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Tutup' });
    const last = screen.getByRole('button', { name: 'Hapus' });
    last.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
  });

  it('gives focus back to the button that opened it when a button closes it', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the button that opened it after Escape', async () => {
    const { opener, dialog } = await openDialog();
    screen.getByRole('button', { name: 'Hapus' }).focus();
    // What the browser fires on the modal for Escape.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back when a dialog keyed by its row is replaced as it closes', async () => {
    const user = userEvent.setup();
    render(<KeyedByRow />);
    const opener = screen.getByRole('button', { name: 'Hapus Sofas' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
