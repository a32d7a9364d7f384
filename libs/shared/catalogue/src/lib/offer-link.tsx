import { Link } from '@fobu/routing';
import type { ReactNode } from 'react';
import { preloadOfferDetail } from './lazy-offer-detail';

/**
 * Opens an offer on the page it is listed on, keeping the list's filters in the URL: the way back
 * to the results is the same URL without `vnr`. The districts filtered by (`kreis`) put those
 * districts' dates first on the offer, as in a deep link.
 */
export function OfferLink({ vnr, className, children }: { vnr: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to="."
      search={(previous: object) => ({ ...previous, vnr })}
      className={className}
      onPointerEnter={preloadOfferDetail}
      onTouchStart={preloadOfferDetail}
      onFocus={preloadOfferDetail}
    >
      {children}
    </Link>
  );
}

/** Back from an offer to the list it was opened from, filters and page as they were. */
export function ListLink({ children }: { children: ReactNode }) {
  return (
    <Link to="." search={(previous: object) => ({ ...previous, vnr: undefined })} style={{ textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
