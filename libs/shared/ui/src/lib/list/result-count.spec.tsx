import { render, screen } from '@testing-library/react';
import { ResultCount } from './result-count';

const NOUN = ['Termin', 'Termine'] as const;

describe('ResultCount', () => {
  it('announces the count, and is busy while its list is asked for again', () => {
    const { rerender } = render(<ResultCount total={669} noun={NOUN} busy={false} />);
    expect(screen.getByRole('status').textContent).toBe('669 Termine gefunden');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('false');

    rerender(<ResultCount total={669} noun={NOUN} busy />);
    expect(screen.getByRole('status').textContent).toBe('669 Termine gefunden');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('says the search runs before the first answer, and counts one result in the singular', () => {
    const { rerender } = render(<ResultCount total={undefined} noun={NOUN} busy />);
    expect(screen.getByRole('status').textContent).toBe('Suche läuft …');

    rerender(<ResultCount total={1} noun={NOUN} busy={false} />);
    expect(screen.getByRole('status').textContent).toBe('1 Termin gefunden');
  });
});
