import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../theme/ui-provider';
import { DataTable } from './data-table';
import type { DataColumn, TableSort } from './data-table-types';

interface Booking {
  readonly id: string;
  readonly title: string;
  readonly seats: number;
}

const ROWS: Booking[] = [
  { id: 'SB1', title: 'Mathematik digital', seats: 12 },
  { id: 'SB2', title: 'Erste Hilfe', seats: 3 },
];

const COLUMNS: DataColumn<Booking>[] = [
  { key: 'title', header: 'Titel', cell: (row) => row.title, sortKey: 'titel' },
  { key: 'seats', header: 'Freie Plätze', cell: (row) => row.seats, sortKey: 'plaetze', align: 'end' },
  { key: 'id', header: 'Nummer', cell: (row) => row.id },
];

/** The viewport's width as the media queries see it (jsdom has none), on a screen (`print` does not match). */
function viewport(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: query !== 'print' && width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** A screen that keeps sort and selection as a real one does (the sort in its URL). */
function Screen({
  initialSort,
  loading = false,
  rows = ROWS,
  onSort,
  frame,
}: {
  initialSort?: TableSort;
  loading?: boolean;
  rows?: Booking[];
  onSort?: (sort: TableSort | undefined) => void;
  frame?: boolean;
}) {
  const [sort, setSort] = useState(initialSort);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <UiProvider>
      <DataTable
        caption="Anmeldungen"
        frame={frame}
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          onSort?.(next);
        }}
        loading={loading}
        empty={<p>Keine Anmeldungen.</p>}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => row.title, actions: <button type="button">Zulassen</button> }}
      />
    </UiProvider>
  );
}

// Role queries over a whole table are slow in jsdom on a busy machine.
const SLOW = { timeout: 30_000 };

describe('DataTable from 600 px', SLOW, () => {
  beforeEach(() => viewport(1024));

  it('is a table with caption, column headings and row headings', () => {
    render(<Screen />);
    const table = screen.getByRole('table', { name: 'Anmeldungen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Titel↕', 'Freie Plätze↕', 'Nummer']);
    expect(within(table).getByRole('rowheader', { name: 'Erste Hilfe' }).getAttribute('scope')).toBe('row');
    expect(within(table).getAllByRole('columnheader')[2].getAttribute('scope')).toBe('col');
  });

  it('sorts by a heading button: ascending first, then descending, and marks only that column', async () => {
    const onSort = vi.fn();
    render(<Screen onSort={onSort} />);
    await userEvent.click(screen.getByRole('button', { name: /Freie Plätze/ }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'plaetze', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Freie Plätze/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Titel/ }).hasAttribute('aria-sort')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /Freie Plätze/ }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'plaetze', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Freie Plätze/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('scrolls with the page, and in a frame a keyboard can focus only where the screen asks for one', async () => {
    const { unmount } = render(<Screen />);
    expect(screen.queryByRole('region', { name: 'Anmeldungen' })).toBeNull();
    unmount();
    render(<Screen frame />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Anmeldungen' }));
  });

  it('is used by keyboard: Tab reaches the select-all box, the sort buttons and each row box; Space and Enter act', async () => {
    const onSort = vi.fn();
    render(<Screen onSort={onSort} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Alle Zeilen auswählen' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Titel/ }));
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'titel', direction: 'asc' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Freie Plätze/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Auswählen: Mathematik digital' }));
    await user.keyboard(' ');
    expect((screen.getByRole('checkbox', { name: 'Auswählen: Mathematik digital' }) as HTMLInputElement).checked).toBe(true);
  });

  it('selects rows for a bulk action: the header box turns mixed, the count is announced, the action bar appears', async () => {
    render(<Screen />);
    const all = screen.getByRole('checkbox', { name: 'Alle Zeilen auswählen' }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Zulassen' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auswählen: Erste Hilfe' }));
    expect(all.indeterminate).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('1 Zeile ausgewählt');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('group', { name: 'Aktionen für die Auswahl' }).contains(screen.getByRole('button', { name: 'Zulassen' }))).toBe(
      true,
    );
    await userEvent.click(all);
    expect(all.indeterminate).toBe(false);
    expect((all as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('2 Zeilen ausgewählt');
    await userEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Zulassen' })).toBeNull();
  });

  it('shows skeleton rows while the first page loads, and the empty slot when nothing was found', () => {
    const { rerender } = render(<Screen loading rows={[]} />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(document.querySelectorAll('tr[data-skeleton]')).toHaveLength(5);
    rerender(<Screen rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    screen.getByText('Keine Anmeldungen.');
  });
});

describe('DataTable below 600 px', SLOW, () => {
  beforeEach(() => viewport(375));

  it('shows each row as a card, each value labelled by its column heading', () => {
    render(<Screen />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Anmeldungen' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const terms = within(cards[1])
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(cards[1])
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Titel', 'Freie Plätze', 'Nummer']);
    expect(values).toEqual(['Erste Hilfe', '3', 'SB2']);
  });

  it('sorts through a field instead of headings, and selects as the table does', async () => {
    const onSort = vi.fn();
    render(<Screen onSort={onSort} initialSort={{ key: 'titel', direction: 'asc' }} />);
    const field = screen.getByRole('combobox', { name: 'Sortierung' });
    expect((field as HTMLSelectElement).value).toBe('titel:asc');
    await userEvent.selectOptions(field, 'Freie Plätze (absteigend)');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'plaetze', direction: 'desc' });
    await userEvent.selectOptions(field, 'Voreinstellung');
    expect(onSort).toHaveBeenLastCalledWith(undefined);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alle Zeilen auswählen' }));
    expect((screen.getByRole('checkbox', { name: 'Auswählen: Erste Hilfe' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('2 Zeilen ausgewählt');
  });

  it('is a table on paper: a printout from a phone-wide window lists every row in columns', () => {
    render(<Screen />);
    expect(screen.queryByRole('table')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByRole('table')).toBeNull();
  });
});
