import { useStaffOfferSearch } from '@fobu/routing';
import { SpeakerList } from './list/speaker-list';
import { NewSpeakerPage, SpeakerPage } from './speaker/speaker-page';

/** The directory's views of the offer search (`ansicht=referenten`): the list, one speaker (`referent`), or a new one. */
export function SpeakerScreen() {
  const { referent } = useStaffOfferSearch();
  if (referent === 'neu') return <NewSpeakerPage />;
  return referent ? <SpeakerPage key={referent} id={referent} /> : <SpeakerList />;
}
