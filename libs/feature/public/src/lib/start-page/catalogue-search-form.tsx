import type { Tenant } from '@fobu/domain';
import { useNavigate } from '@fobu/routing';
import { PortalButton } from '@fobu/ui';
import { useId, type FormEvent } from 'react';
import { catalogueSearchFormClass } from './start-page.styles';

/**
 * The start page's one search field. A real GET form, so that it works in the pre-rendered page
 * before the app runs; once it does, the router takes the search to the event dates.
 */
export function CatalogueSearchForm({ tenant }: { tenant: Tenant }) {
  const navigate = useNavigate();
  const fieldId = useId();
  const hintId = useId();
  const action = `/${tenant}/veranstaltungstermine`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate({
      href: q ? `${action}?${new URLSearchParams({ q })}` : action,
    });
  };
  return (
    <form role="search" aria-label="Fortbildungen" action={action} method="get" onSubmit={submit} className={catalogueSearchFormClass}>
      <label htmlFor={fieldId}>Fortbildung suchen</label>
      <div data-search="row">
        <input id={fieldId} name="q" type="search" maxLength={200} autoComplete="off" aria-describedby={hintId} />
        <PortalButton type="submit" size="lg">
          Suchen
        </PortalButton>
      </div>
      <p id={hintId} data-search="hint">
        Titel, Fach, Stichwort oder Veranstaltungsnummer, z. B. „Mathematik“ oder „Digitalisierung“
      </p>
    </form>
  );
}
