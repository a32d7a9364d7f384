import { render, screen, within } from '@testing-library/react';
import { StaticStyles } from '../theme/static-styles';
import { portalSystem } from '../theme/system';
import { UiProvider } from '../theme/ui-provider';
import { Card, CardKicker, CardLine, CardList, CardStatus, CardTitle } from './card-list';

function renderList({ busy }: { busy?: boolean } = {}) {
  render(
    <UiProvider>
      <StaticStyles system={portalSystem()} />
      <CardList busy={busy}>
        <Card leaf={{ day: '7', month: 'Dez.' }}>
          <CardTitle>
            <a href="/angebot">Digitale Werkzeuge im Unterricht</a>
          </CardTitle>
          <CardLine muted>Mo., 07.12.2026 · Kiel</CardLine>
          <CardLine muted>
            <CardStatus tone="positive">Noch 4 Plätze frei</CardStatus> · Anmeldeschluss 30.11.2026
          </CardLine>
        </Card>
        <Card>
          <CardKicker>Selbstlernkurs</CardKicker>
          <CardTitle>
            <a href="/angebot-2">Deutsch als Zweitsprache</a>
          </CardTitle>
          <CardLine>Deutsch · Grundschule</CardLine>
          <p>Eigene Zeile</p>
        </Card>
      </CardList>
    </UiProvider>,
  );
}

// Rendering Chakra in jsdom takes seconds when the machine is shared.
describe('CardList', { timeout: 20_000 }, () => {
  it('is a list of cards, each titled by a heading, the calendar leaf hidden from screen readers', () => {
    renderList();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Digitale Werkzeuge im Unterricht',
      'Deutsch als Zweitsprache',
    ]);
    const leaf = screen.getByText('Dez.').parentElement;
    expect(leaf?.getAttribute('aria-hidden')).toBe('true');
    expect(leaf?.textContent).toBe('7Dez.');
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false');
  });

  it('frames each card and sets the leaf, the kicker, the lines and the status in their own type', () => {
    renderList();
    const [dated, plain] = screen.getAllByRole('listitem');
    for (const card of [dated, plain]) expect(getComputedStyle(card).borderRadius).toBe('var(--fobu-radii-md)');
    expect(getComputedStyle(dated).display).toBe('flex');
    expect(getComputedStyle(plain).display).not.toBe('flex');
    expect(getComputedStyle(screen.getByText('7')).fontSize).toBe('var(--fobu-font-sizes-2xl)');
    expect(getComputedStyle(screen.getByText('Dez.').parentElement as HTMLElement).background).toContain('var(--fobu-colors-brand-subtle)');
    expect(getComputedStyle(screen.getByText('Selbstlernkurs')).textTransform).toBe('uppercase');
    const muted = getComputedStyle(screen.getByText('Mo., 07.12.2026 · Kiel'));
    expect([muted.fontSize, muted.color]).toEqual(['var(--fobu-font-sizes-sm)', 'var(--fobu-colors-fg-muted)']);
    expect(getComputedStyle(screen.getByText('Deutsch · Grundschule')).color).not.toBe('var(--fobu-colors-fg-muted)');
    const status = getComputedStyle(screen.getByText('Noch 4 Plätze frei'));
    expect([status.fontWeight, status.color]).toEqual(['600', 'var(--fobu-colors-green-fg)']);
  });

  it('leaves what is not marked its own look', () => {
    renderList();
    expect(getComputedStyle(screen.getByText('Eigene Zeile')).fontSize).toBe('');
  });

  it('is dimmed and marked busy while a changed search loads', () => {
    renderList({ busy: true });
    const list = screen.getByRole('list');
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(getComputedStyle(list).opacity).toBe('0.6');
  });
});
