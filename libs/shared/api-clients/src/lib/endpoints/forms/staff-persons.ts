import { endpointPath, PersonAkteSchema, PersonenPageSchema, type PersonenQuery } from '@fobu/api-contract';
import { parseResponse } from '@fobu/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { FOR_PERSON } from '../../for-person';
import { toSearchParams } from '../../search-params';
import type { LoadServiceClients } from '../../service-clients-context';
import { staffKey } from './offer-work';

/*
 * The staff's persons (docs/people-and-settings.md, "Persons as built"): the search and one person's
 * page, read-only, cached under the asker (what each sees depends on their role).
 */

/** `GET /api/v1/personen?q=&seite=` (forms): a page of the persons the asker may look up; the previous page stays while the next loads. */
export const personenSeiteQueryOptions = (load: LoadServiceClients, uid: string, query: Partial<PersonenQuery>) =>
  queryOptions({
    queryKey: staffKey(uid, 'personen', query),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/personen');
      const body = await (await load()).forms.get(path, { ...FOR_PERSON, searchParams: toSearchParams(query) }).json();
      return parseResponse(PersonenPageSchema, body, 'Personen');
    },
    placeholderData: keepPreviousData,
  });

/** `GET /api/v1/personen/{uid}` (forms): one person as far as the asker may see them. */
export const personAkteQueryOptions = (load: LoadServiceClients, uid: string, person: string) =>
  queryOptions({
    queryKey: staffKey(uid, 'person', person),
    queryFn: async () => {
      const path = endpointPath('forms', 'GET /api/v1/personen/{uid}', { uid: person });
      return parseResponse(PersonAkteSchema, await (await load()).forms.get(path, FOR_PERSON).json(), 'Person');
    },
  });
