import { PortalButton } from '@fobu/ui';
import { emptyResultClass } from './empty-result.styles';
import { useListSearch } from './use-list-search';

/** No match: says so, and offers the way out. */
export function EmptyResult({ what }: { what: string }) {
  const { reset } = useListSearch();
  return (
    <div className={emptyResultClass}>
      <p>Keine {what} gefunden.</p>
      <p>Versuchen Sie einen anderen Suchbegriff oder weniger Filter.</p>
      <PortalButton variant="outline" onClick={reset}>
        Filter zurücksetzen
      </PortalButton>
    </div>
  );
}
