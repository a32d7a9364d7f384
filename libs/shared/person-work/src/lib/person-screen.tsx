import { useStaffOfferSearch } from '@fobu/routing';
import { PersonList } from './list/person-list';
import { PersonPage } from './person/person-page';

/** The persons' views of the offer search (`ansicht=personen`): the search, or one person (`kennung`). */
export function PersonScreen() {
  const { kennung } = useStaffOfferSearch();
  return kennung ? <PersonPage key={kennung} uid={kennung} /> : <PersonList />;
}
