import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { UiProvider } from '../theme/ui-provider';
import { ConfirmDialog } from './confirm-dialog';

// jsdom has no modal dialogs: opening and closing only toggle `open`, which is all these tests need.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

/**
 * A screen with a heading and a button that opens a confirmation; confirming takes the button away
 * with the old state, at once or (`later`) only when the screen's data changes afterwards.
 */
function Screen({ later = false }: { later?: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = () => {
    setOpen(false);
    if (later) setPending(true);
    else setDone(true);
  };
  return (
    <main>
      <h1>Angebot 4711</h1>
      {!done && <button onClick={() => setOpen(true)}>Zurückgeben</button>}
      {pending && <button onClick={() => setDone(true)}>Daten kommen an</button>}
      {open && (
        <ConfirmDialog title="Angebot zurückgeben" confirmLabel="Zurückgeben" onConfirm={confirm} onCancel={() => setOpen(false)}>
          Wirklich?
        </ConfirmDialog>
      )}
    </main>
  );
}

function openDialog(later?: boolean) {
  render(
    <UiProvider>
      <Screen later={later} />
    </UiProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Zurückgeben' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Angebot zurückgeben' });
  screen.getByRole('button', { name: 'Abbrechen' }).focus();
  return { opener, dialog };
}

describe('ConfirmDialog, the focus after closing', () => {
  it('returns to the opener when cancelled with "Abbrechen"', () => {
    const { opener } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(document.activeElement).toBe(opener);
  });

  it('returns to the opener when cancelled with Escape', () => {
    const { opener, dialog } = openDialog();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("moves to the page's heading when the step took the opener away", () => {
    openDialog();
    const [, confirm] = screen.getAllByRole('button', { name: 'Zurückgeben' });
    fireEvent.click(confirm);
    expect(screen.queryByRole('button', { name: 'Zurückgeben' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it("moves to the page's heading when the opener goes only after the dialog", async () => {
    const { opener } = openDialog(true);
    const [, confirm] = screen.getAllByRole('button', { name: 'Zurückgeben' });
    fireEvent.click(confirm);
    expect(document.activeElement).toBe(opener);
    // The changed data arrives: the opener goes, the watch sees it (a mutation observer's turn).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Daten kommen an' })));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});
