import { UiProvider } from '@fobu/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ContentLinkProvider } from '../common/content-link';
import { ContactForm } from './contact-form';
import type { SendOutcome } from './form-values';

function renderForm(send: (request: unknown) => Promise<SendOutcome>, person?: { name: string; email: string }) {
  const wrap = (children: ReactNode) => (
    <UiProvider>
      <ContentLinkProvider render={(target, text) => <a href={`/iqsh/${target}`}>{text}</a>}>{children}</ContentLinkProvider>
    </UiProvider>
  );
  render(wrap(<ContactForm tenant="iqsh" person={person} send={send} />));
  return userEvent.setup();
}

const sent: SendOutcome = { kind: 'sent', referenz: 'SUP-2026-000042', eingegangenAm: '2026-11-23T09:30:00.000Z' };

/** Pastes rather than types: one change per field keeps the tests fast on a busy machine. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /Ihr Name/, 'Maria Muster');
  await enter(user, /Ihre E-Mail-Adresse/, 'maria@schule.de');
  await user.selectOptions(screen.getByLabelText(/^Thema/), 'warteliste');
  await enter(user, /Ihre Nachricht/, 'Wie geht es mit der Warteliste weiter?');
  await user.click(screen.getByRole('checkbox'));
}

// Rendering Chakra in jsdom takes seconds when the machine is shared.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows German errors for every missing field, focuses the first, and sends nothing', async () => {
    const send = vi.fn();
    const user = renderForm(send);
    await enter(user, /Ihre E-Mail-Adresse/, 'maria');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByRole('alert').textContent).toContain('Bitte prüfen Sie 5 Angaben.');
    const name = screen.getByLabelText(/Ihr Name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toBe(
      'Fehler: Bitte geben Sie Ihren Namen an.',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/Ihre E-Mail-Adresse/).value).toBe('maria');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the request and shows the reference number', async () => {
    const send = vi.fn(async () => sent);
    const user = renderForm(send);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('SUP-2026-000042')).toBeTruthy();
    expect(send).toHaveBeenCalledWith({
      art: 'kontakt',
      mandant: 'iqsh',
      name: 'Maria Muster',
      email: 'maria@schule.de',
      thema: 'warteliste',
      nachricht: 'Wie geht es mit der Warteliste weiter?',
      vnr: undefined,
      einwilligung: true,
    });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Vielen Dank, Ihre Nachricht ist angekommen.'));
  });

  it('keeps every entry when sending fails, and shows the back end’s field errors', async () => {
    const send = vi
      .fn<(request: unknown) => Promise<SendOutcome>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ kind: 'invalid', fields: [{ path: 'email', message: 'Diese Adresse nimmt keine E-Mails an.' }] });
    const user = renderForm(send);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ihre Nachricht konnte nicht gesendet werden.');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Ihre Nachricht/).value).toBe('Wie geht es mit der Warteliste weiter?');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Fehler: Diese Adresse nimmt keine E-Mails an.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Ihre E-Mail-Adresse/)));
    expect(screen.getByLabelText<HTMLInputElement>(/Ihr Name/).value).toBe('Maria Muster');
  });

  it('fills in the signed-in person’s name and e-mail', async () => {
    renderForm(vi.fn(), { name: 'Maria Muster', email: 'maria@schule.de' });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Ihr Name/).value).toBe('Maria Muster'));
    expect(screen.getByLabelText<HTMLInputElement>(/Ihre E-Mail-Adresse/).value).toBe('maria@schule.de');
  });
});
