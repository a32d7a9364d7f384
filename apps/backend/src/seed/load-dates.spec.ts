import { TerminPageSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { serviceClient, serviceToken, startTestBackend } from '../test-support/harness';
import { addLoadDates } from './load-dates';

let backend: RunningBackend;
afterAll(() => backend?.close());

it('adds bookable copies of dates until the public search finds the number asked for', async () => {
  backend = await startTestBackend();
  const forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  const total = async (query: string) => TerminPageSchema.parse((await forms(`/api/v1/termine?${query}&pageSize=50`)).json).total;
  const [all, bookable, shibb] = [await total('mandant=iqsh'), await total('mandant=iqsh&nurFreie=1'), await total('mandant=shibb')];

  expect(await addLoadDates(backend.db, 'iqsh', all + 250)).toBe(all + 250);
  expect(await total('mandant=iqsh')).toBe(all + 250);
  // Every copy is open for booking, with every seat free.
  expect(await total('mandant=iqsh&nurFreie=1')).toBe(bookable + 250);
  expect(await total('mandant=shibb')).toBe(shibb);
  // The sessions moved with their dates.
  const latest = TerminPageSchema.parse((await forms('/api/v1/termine?mandant=iqsh&sort=-beginn&pageSize=50')).json);
  for (const termin of latest.items) expect(Date.parse(termin.sitzungen[0].beginn)).toBe(Date.parse(termin.beginn));
});
