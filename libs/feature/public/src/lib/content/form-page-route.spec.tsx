import { renderRoute } from '@fobu/route-testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { publicPages } from '../public-pages';
import { prerendered } from './prerendered-markup.test-support';

describe('a form page over its pre-rendered markup', { timeout: 30_000 }, () => {
  it('shows the markup and renders its form from its module once a field gets focus, keeping what was typed and the focus', async () => {
    const remove = prerendered(
      'feedback',
      '<form><label for="feedback-seite">Seite</label><input id="feedback-seite" name="seite"></form>',
    );
    const { container } = await renderRoute('/iqsh/feedback', { publicPages });
    remove();
    expect(within(container).queryByRole('button', { name: 'Feedback senden' })).toBeNull();
    const field = within(container).getByLabelText('Seite');
    fireEvent.change(field, { target: { value: 'Downloads' } });
    field.focus();
    await screen.findByRole('button', { name: 'Feedback senden' });
    const rendered = screen.getByLabelText(/Welche Seite meinen Sie/);
    expect(rendered).not.toBe(field);
    expect(rendered).toHaveProperty('value', 'Downloads');
    expect(document.activeElement).toBe(rendered);
  });
});
