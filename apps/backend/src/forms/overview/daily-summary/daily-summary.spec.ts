import { AbonnementSchema } from '@fobu/api-contract';
import { instantInGermany, isoDayInGermany } from '@fobu/domain';
import type { RunningBackend } from '../../../server';
import type { CaughtEmail } from '../../../mail/mail-catcher';
import { bookedUser, people, publishedOffer } from '../../../test-support/date-work';
import { PORTAL, serviceClient, serviceToken, startTestBackend } from '../../../test-support/harness';
import { composeDueSummaries } from './compose-summaries';

let backend: RunningBackend;
let notification: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
beforeAll(async () => {
  backend = await startTestBackend({ testFixtures: true });
  notification = serviceClient(backend, 'notification', await serviceToken(backend, 'notification'));
  who = people(backend);
});
afterAll(() => backend?.close());

const today = isoDayInGermany(new Date());
const at = (time: string) => new Date(instantInGermany(today, time));

/** An organiser of the test's own whose offer has an ended date with an admitted booking: attendance to record. */
async function organiserWithWork() {
  const organiser = await who.withRoles(['veranstaltungsleiter']);
  const offer = await publishedOffer(backend, { termine: [{ inTagen: -2 }] });
  await backend.db.query('UPDATE angebote SET leitung_uid = $2 WHERE vnr = $1', [offer.vnr, organiser.uid]);
  await bookedUser(backend, offer.vnr, offer.termine[0].id, 'zugelassen');
  return organiser;
}

const switchSummary = async (token: string, on: boolean) =>
  notification('/api/v1/abonnement', { method: 'PUT', body: { tageszusammenfassung: on }, user: token });

const summariesOf = (uid: string) =>
  backend.db.query<{ rolle: string; tag: string; betreff: string; text: string; email_status: string }>(
    `SELECT rolle, tag::text, betreff, text, email_status FROM tageszusammenfassungen WHERE uid = $1 ORDER BY id`,
    [uid],
  );

describe('the daily summary of the work overview', () => {
  it('is switched in the subscription, off until the person switches it on', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    const before = AbonnementSchema.parse((await notification('/api/v1/abonnement', { user: organiser.token })).json);
    expect(before.tageszusammenfassung).toBe(false);
    const after = await switchSummary(organiser.token, true);
    expect(after.status).toBe(200);
    expect(AbonnementSchema.parse(after.json)).toMatchObject({ tageszusammenfassung: true, email: before.email, arten: before.arten });
  });

  it('writes once a day from six o’clock the lists with something to do, linking the dashboard and the switch', async () => {
    const organiser = await organiserWithWork();
    await switchSummary(organiser.token, true);
    await composeDueSummaries(backend.db, PORTAL, at('05:30'));
    expect(await summariesOf(organiser.uid)).toEqual([]);

    await composeDueSummaries(backend.db, PORTAL, at('06:10'));
    await composeDueSummaries(backend.db, PORTAL, at('09:00'));
    const [summary, ...more] = await summariesOf(organiser.uid);
    expect(more).toEqual([]);
    expect(summary).toMatchObject({ rolle: 'veranstaltungsleiter', tag: today, email_status: expect.stringMatching(/^(offen|gesendet)$/) });
    expect(summary.betreff).toMatch(/^Ihre Arbeitsübersicht für \d{1,2}\. \p{L}+ \d{4}$/u);
    expect(summary.text).toContain('zu Ihren Angeboten liegt heute an');
    expect(summary.text).toContain('- Anwesenheit noch nicht erfasst: 1');
    expect(summary.text).not.toContain('Zurückgegeben');
    expect(summary.text).toContain(`${PORTAL}/iqsh/veranstaltungsleiter/vldashboard\n`);
    expect(summary.text).toContain(`${PORTAL}/iqsh/veranstaltungsleiter/vldashboard?ansicht=einstellungen`);
  });

  it('sends nothing on a day without work, to someone who did not switch it on, or who stopped the e-mails', async () => {
    const idle = await who.withRoles(['veranstaltungsleiter']);
    await switchSummary(idle.token, true);
    const notAsked = await organiserWithWork();
    const unsubscribed = await organiserWithWork();
    await switchSummary(unsubscribed.token, true);
    await notification('/api/v1/abonnement', { method: 'PUT', body: { email: false }, user: unsubscribed.token });
    const teacher = await who.withRoles(['lehrkraft']);
    await switchSummary(teacher.token, true);

    await composeDueSummaries(backend.db, PORTAL, at('07:00'));
    expect(await summariesOf(idle.uid)).toMatchObject([{ email_status: 'leer' }]);
    expect(await summariesOf(notAsked.uid)).toEqual([]);
    expect(await summariesOf(unsubscribed.uid)).toEqual([]);
    expect(await summariesOf(teacher.uid)).toEqual([]);
  });

  it('is sent by the e-mail sweep from the tenant’s sender to the person’s address', async () => {
    const organiser = await organiserWithWork();
    await switchSummary(organiser.token, true);
    await composeDueSummaries(backend.db, PORTAL, at('06:00'));
    const email = await vi.waitFor(
      async () => {
        const answer = await fetch(`${backend.mailReceiverUrl}/api/emails?an=${encodeURIComponent(organiser.email)}`);
        const [found] = ((await answer.json()) as { items: CaughtEmail[] }).items;
        if (!found) throw new Error('no summary yet');
        return found;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(email).toMatchObject({ von: backend.config.mail.from.iqsh, betreff: expect.stringMatching(/^Ihre Arbeitsübersicht/) });
    expect(email.text).toContain('- Anwesenheit noch nicht erfasst: 1');
    expect(await summariesOf(organiser.uid)).toMatchObject([{ email_status: 'gesendet' }]);
  });
});
