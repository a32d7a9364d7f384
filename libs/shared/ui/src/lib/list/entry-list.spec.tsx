import { render, screen, within } from '@testing-library/react';
import { StaticStyles } from '../theme/static-styles';
import { portalSystem } from '../theme/system';
import { UiProvider } from '../theme/ui-provider';
import { Entry, EntryLine, EntryList } from './entry-list';

function renderList() {
  render(
    <UiProvider>
      <StaticStyles system={portalSystem()} />
      <EntryList>
        <Entry>
          <a href="/angebot">Digitale Werkzeuge im Unterricht</a>
          <EntryLine>Mo., 07.12.2026 · Kiel</EntryLine>
          <EntryLine muted>12 von 16 Plätzen belegt</EntryLine>
          <p>Eigene Zeile</p>
        </Entry>
        <Entry>
          <a href="/angebot-2">Deutsch als Zweitsprache</a>
        </Entry>
        <EntryLine as="li" muted>
          und 3 weitere
        </EntryLine>
      </EntryList>
    </UiProvider>,
  );
}

// Rendering Chakra in jsdom takes seconds when the machine is shared.
describe('EntryList', { timeout: 20_000 }, () => {
  it('is a list of its entries, with the line after them as an item of its own', () => {
    renderList();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Digitale Werkzeuge im UnterrichtMo., 07.12.2026 · Kiel12 von 16 Plätzen belegtEigene Zeile',
      'Deutsch als Zweitsprache',
      'und 3 weitere',
    ]);
  });

  it('frames each entry and sets its lines in small type, the muted ones in the muted colour', () => {
    renderList();
    const [entry] = screen.getAllByRole('listitem');
    expect(getComputedStyle(entry).borderRadius).toBe('var(--fobu-radii-md)');
    expect(getComputedStyle(screen.getByText('Mo., 07.12.2026 · Kiel')).fontSize).toBe('var(--fobu-font-sizes-sm)');
    const muted = getComputedStyle(screen.getByText('12 von 16 Plätzen belegt'));
    expect([muted.fontSize, muted.color]).toEqual(['var(--fobu-font-sizes-sm)', 'var(--fobu-colors-fg-muted)']);
    expect(getComputedStyle(screen.getByText('und 3 weitere')).color).toBe('var(--fobu-colors-fg-muted)');
  });

  it('leaves what is not marked as a line its own look', () => {
    renderList();
    expect(getComputedStyle(screen.getByText('Eigene Zeile')).fontSize).toBe('');
    expect(getComputedStyle(screen.getByText('und 3 weitere')).borderRadius).toBe('');
  });
});
