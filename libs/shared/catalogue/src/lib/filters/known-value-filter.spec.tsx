import { ServiceClientsProvider, type ServiceClients } from '@fobu/api-clients';
import { UiProvider } from '@fobu/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { KnownValueFilter } from './known-value-filter';

/** The forms service's answer to `filterwerte`, held back until the test gives it. */
function heldBackFilterwerte() {
  let answer: (body: unknown) => void = () => undefined;
  const body = new Promise<unknown>((resolve) => (answer = resolve));
  const clients = { forms: { get: () => ({ json: () => body }) } } as unknown as ServiceClients;
  return { load: async () => clients, answer };
}

const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('KnownValueFilter', () => {
  it('offers the chosen value until the known ones arrive, then the tenant’s, without rendering the panel around it again', async () => {
    const { load, answer } = heldBackFilterwerte();
    let panelRenders = 0;
    function Panel() {
      panelRenders++;
      return (
        <>
          <KnownValueFilter tenant="iqsh" known="faecher" value="Mathematik" onChange={() => undefined} />
          <KnownValueFilter tenant="iqsh" known="kennzeichen" value={undefined} onChange={() => undefined} />
        </>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ServiceClientsProvider load={load}>
          <UiProvider>
            <Panel />
          </UiProvider>
        </ServiceClientsProvider>
      </QueryClientProvider>,
    );
    expect(optionTexts('Fach')).toEqual(['Alle', 'Mathematik']);
    expect(optionTexts('Programm-Kennzeichen')).toEqual(['Alle']);
    act(() => answer({ faecher: ['Deutsch', 'Mathematik'], kennzeichen: ['NiSaK'] }));
    await within(screen.getByLabelText('Programm-Kennzeichen')).findByRole('option', { name: 'NiSaK' });
    expect(optionTexts('Fach')).toEqual(['Alle', 'Deutsch', 'Mathematik']);
    expect(optionTexts('Programm-Kennzeichen')).toEqual(['Alle', 'NiSaK']);
    expect(panelRenders).toBe(1);
  });
});
