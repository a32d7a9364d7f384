import { endpointPath, GetVtypResponseSchema, type Vtyp } from '@fobu/api-contract';
import { APPLICATION } from '@fobu/domain';
import { parseResponse } from '@fobu/http';
import type { KyInstance } from 'ky';

/** `GET /api/v1/public/get_vtyp`: the event type of an event number; tolerates a bare `"TERMIN"`. */
export async function fetchVtyp(user: KyInstance, vnr: string): Promise<Vtyp> {
  const body = await user
    .get(endpointPath('idp', 'GET /api/v1/public/get_vtyp'), { searchParams: { application: APPLICATION, userkey: 'WEB', vnr } })
    .json<unknown>();
  return parseResponse(GetVtypResponseSchema, typeof body === 'string' ? { vtyp: body } : body, 'Veranstaltungsart').vtyp;
}
