import { formatGermanNumber } from '@fobu/domain';
import { PortalButton } from '../form/portal-button';
import { pagingClass } from './paging.styles';

interface PagingProps {
  /** The page shown, from 1. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** The screen keeps the page in its URL, so that each page has its address and Back returns to the one before. */
  readonly onPageChange: (page: number) => void;
}

/** Previous and next page of a server-paged result ("Seite 2 von 500"); nothing when it fits on one page. */
export function Paging({ page, pageSize, total, onPageChange }: PagingProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Seiten" className={pagingClass}>
      <PortalButton variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        ← Vorherige Seite
      </PortalButton>
      <p aria-current="page">
        Seite {page} von {formatGermanNumber(pages)}
      </p>
      <PortalButton variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Nächste Seite →
      </PortalButton>
    </nav>
  );
}
