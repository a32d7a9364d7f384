import { useStaffOfferSearch } from '@fobu/routing';
import { ListSkeleton } from '@fobu/ui';
import { lazy, Suspense } from 'react';
import { ArchiveList } from './archive-list';
import { ArchivedOfferView } from './archived-offer-view';

// A date's people are the participant list's own chunk, read only here, loaded when a date is opened.
const ParticipantsScreen = lazy(() => import('@fobu/participant-work').then((module) => ({ default: module.ParticipantsScreen })));

/**
 * archivsuche (administrator only, docs/archive.md): the archived offers, searched like the staff
 * searches; `vnr` opens one with its dates and history, `termin` a date's people, read only. Every
 * view is a link of this screen.
 */
export function ArchiveSearchScreen() {
  const search = useStaffOfferSearch();
  if (search.termin)
    return (
      <Suspense fallback={<ListSkeleton rows={6} label="Die Teilnehmenden werden geladen" />}>
        <ParticipantsScreen archive />
      </Suspense>
    );
  return search.vnr ? <ArchivedOfferView key={search.vnr} vnr={search.vnr} /> : <ArchiveList />;
}
