import { fireEvent, render, screen, within } from '@testing-library/react';
import { DarkModeToggle } from '../color-mode/dark-mode-toggle';
import { StaticStyles } from '../theme/static-styles';
import { portalSystem } from '../theme/system';
import { UiProvider } from '../theme/ui-provider';
import { HeaderButton } from './header-button';
import { MainNavigation } from './main-navigation';
import { PageFrame } from './page-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function renderFrame() {
  render(
    <UiProvider>
      <StaticStyles system={portalSystem()} />
      <PageFrame
        header={
          <SiteHeader
            tenantShortName="IQSH"
            tenantName="Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein"
            renderHomeLink={(content) => <a href="/iqsh">{content}</a>}
            navigation={
              <MainNavigation
                label="Hauptnavigation"
                entries={[
                  {
                    key: 'start',
                    link: (
                      <a href="/iqsh" aria-current="page">
                        Startseite
                      </a>
                    ),
                  },
                  { key: 'termine', link: <a href="/iqsh/veranstaltungstermine">Veranstaltungstermine</a> },
                ]}
              />
            }
            actions={
              <>
                <DarkModeToggle />
                <HeaderButton variant="outline">Abmelden</HeaderButton>
              </>
            }
          />
        }
        footer={
          <SiteFooter
            tenantName="Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein"
            links={
              <li>
                <a href="/iqsh/impressum">Impressum</a>
              </li>
            }
          />
        }
      >
        <h1>Fortbildungen finden</h1>
      </PageFrame>
    </UiProvider>,
  );
}

// Rendering Chakra in jsdom takes seconds when the machine is shared.
describe('the page frame', { timeout: 20_000 }, () => {
  it('has a header, a main landmark for the skip link and a footer with its own navigation', () => {
    renderFrame();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /IQSH\s+Fortbildungsportal/ })).toBeTruthy();
    expect(screen.getByRole('main').contains(screen.getByRole('heading', { name: 'Fortbildungen finden' }))).toBe(true);
    expect(screen.getByRole('main').getAttribute('tabindex')).toBe('-1');
    expect(
      within(screen.getByRole('navigation', { name: 'Service und Rechtliches' })).getByRole('link', { name: 'Impressum' }),
    ).toBeTruthy();
  });

  it('keeps the navigation behind its menu button on a phone until it is opened, and closes it when a link is chosen', () => {
    renderFrame();
    const list = within(screen.getByRole('navigation', { name: 'Hauptnavigation' })).getByRole('list', { hidden: true });
    const menu = screen.getByRole('button', { name: 'Menü' });
    expect(getComputedStyle(list).display).toBe('none');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(getComputedStyle(list).display).toBe('flex');
    fireEvent.click(screen.getByRole('link', { name: 'Veranstaltungstermine' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(getComputedStyle(list).display).toBe('none');
  });

  it('gives plain links the look of the navigation and of the footer, 44 px high for a finger', () => {
    renderFrame();
    const current = getComputedStyle(screen.getByRole('link', { name: 'Startseite', hidden: true }));
    const other = getComputedStyle(screen.getByRole('link', { name: 'Veranstaltungstermine', hidden: true }));
    expect([other.minHeight, other.color, other.fontWeight]).toEqual(['44px', 'var(--fobu-colors-header-fg)', '500']);
    expect(current.fontWeight).toBe('700');
    const footerLink = getComputedStyle(screen.getByRole('link', { name: 'Impressum' }));
    expect([footerLink.minHeight, footerLink.textDecorationLine || footerLink.textDecoration]).toEqual(['44px', 'underline']);
  });

  it('sets the tenant in the header: its short name large and bold, its full name muted', () => {
    renderFrame();
    const shortName = getComputedStyle(screen.getByText('IQSH', { exact: false, selector: 'span' }));
    expect([shortName.fontWeight, shortName.fontSize]).toEqual(['700', 'var(--fobu-font-sizes-xl)']);
    const fullName = getComputedStyle(within(screen.getByRole('banner')).getByText(/^Institut für/));
    expect([fullName.fontSize, fullName.color]).toEqual(['var(--fobu-font-sizes-sm)', 'var(--fobu-colors-header-muted)']);
  });

  it("gives the header's plain buttons the portal's small button in its colours, 44 px high", () => {
    renderFrame();
    const toggle = screen.getByRole('button', { name: 'Dunkelmodus' });
    const ghost = getComputedStyle(toggle);
    const outline = getComputedStyle(screen.getByRole('button', { name: 'Abmelden' }));
    expect([ghost.minHeight, ghost.color, ghost.fontSize]).toEqual(['44px', 'var(--fobu-colors-header-fg)', 'var(--fobu-font-sizes-sm)']);
    expect([outline.minHeight, outline.color]).toEqual(['44px', 'var(--fobu-colors-header-fg)']);
    // On a phone the switch is its icon; its name stays for screen readers.
    expect(getComputedStyle(within(toggle).getByText('Dunkelmodus')).display).toBe('none');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
