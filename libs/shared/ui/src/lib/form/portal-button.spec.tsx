import { render, screen } from '@testing-library/react';
import { PortalButton } from './portal-button';

describe('PortalButton', () => {
  it('is a plain button of the type given, with its variant and size as attributes', () => {
    render(
      <PortalButton type="submit" variant="outline" size="lg">
        Suchen
      </PortalButton>,
    );
    const button = screen.getByRole('button', { name: 'Suchen' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.dataset['variant']).toBe('outline');
    expect(button.dataset['size']).toBe('lg');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('while busy, is disabled, says so and names what runs', () => {
    render(
      <PortalButton busy busyText="Anmeldung …">
        Anmelden
      </PortalButton>,
    );
    const button = screen.getByRole('button', { name: 'Anmeldung …' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('type')).toBe('button');
  });
});
