import { StartansichtSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { formsBackendWith, people } from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
beforeAll(async () => ({ backend, forms, who } = await formsBackendWith({}, [])));
afterAll(() => backend.close());

const read = async (token: string) => StartansichtSchema.parse((await forms('/api/v1/startansicht', { user: token })).json);
const choose = (token: string, ansicht: string | null) => forms('/api/v1/startansicht', { method: 'PUT', body: { ansicht }, user: token });
const switchRole = async (token: string, role: string) =>
  expect(
    (
      await fetch(`${backend.urls.idp}/api/v1/userApplicationRole?scope=user&application=FOBU&role=${role}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).status,
  ).toBe(200);

describe('the staff’s start view', () => {
  it('is the role’s default until chosen, then kept per role of the person', async () => {
    const clerk = await who.withRoles(['verwaltung', 'qualitaetskontrolle']);
    expect(await read(clerk.token)).toEqual({ ansicht: null });
    expect((await choose(clerk.token, 'personen')).json).toEqual({ ansicht: 'personen' });
    expect(await read(clerk.token)).toEqual({ ansicht: 'personen' });

    await switchRole(clerk.token, 'qualitaetskontrolle');
    expect(await read(clerk.token)).toEqual({ ansicht: null });
    // Quality control looks up nobody: the persons are no list of theirs.
    const refused = await choose(clerk.token, 'personen');
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ details: [{ path: 'ansicht', message: 'Diese Liste gibt es in Ihrer Rolle nicht.' }] });
    expect((await choose(clerk.token, 'referenten')).json).toEqual({ ansicht: 'referenten' });

    await switchRole(clerk.token, 'verwaltung');
    expect(await read(clerk.token)).toEqual({ ansicht: 'personen' });
    expect((await choose(clerk.token, null)).json).toEqual({ ansicht: null });
    expect(await read(clerk.token)).toEqual({ ansicht: null });
  });

  it('is nobody else’s, and a teacher has none to choose', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    await choose(organiser.token, 'arbeitsgruppen');
    expect(await read((await who.withRoles(['veranstaltungsleiter'])).token)).toEqual({ ansicht: null });

    const teacher = await who.withRoles(['lehrkraft']);
    expect(await read(teacher.token)).toEqual({ ansicht: null });
    expect((await choose(teacher.token, 'alle-angebote')).status).toBe(400);
    expect((await choose(teacher.token, 'irgendwas')).status).toBe(400);
  });
});
