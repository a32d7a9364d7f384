import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOffer, createUser, expectNoSeriousViolations, fixture, openSignedIn } from './support';

/*
 * A duty post sees its office's area in counts: the test makes an office covering Plön, a school
 * and a date there and in Steinburg, people of both schools who took part, and a request of each
 * school; only Plön's appear, with the numbers made.
 */

interface School {
  dstnr: string;
  name: string;
}

/** A date of its own offer held ten days ago in a place of the district. */
async function heldDate(request: APIRequestContext, kreis: string, titel: string) {
  const offer = await createOffer(request, { titel, termine: [{ inTagen: -10 }] });
  await fixture(request, 'termin-ort', { terminId: offer.termine[0].id, kreis });
  return { ...offer, termin: offer.termine[0] };
}

/** A school of the district whose people took part (or not) in the date, and which asks for an on-demand offer. */
async function schoolOf(request: APIRequestContext, kreis: string, date: { vnr: string; termin: { id: number } }, states: string[]) {
  const school = await fixture<School>(request, 'schulen', { kreis });
  for (const status of states)
    await createUser(request, {
      schule: school.dstnr,
      anmeldungen: [{ vnr: date.vnr, terminId: date.termin.id, status: status as 'teilgenommen' }],
    });
  await createUser(request, { schule: school.dstnr, rollen: ['schulleitung'], schulleitung: true });
  const requested = await createOffer(request, {
    vtyp: 'ABRUF',
    titel: `Abruf ${kreis}`,
    anfrage: { schule: school.dstnr, status: 'angefragt' },
  });
  return { ...school, requested };
}

const table = (page: Page, caption: RegExp) => page.getByRole('table', { name: caption });
const rowOf = (page: Page, caption: RegExp, text: string) => table(page, caption).getByRole('row').filter({ hasText: text });

test('a duty post sees the dates, participation and open requests of its own area only, light and dark', async ({ page, request }) => {
  const own = await heldDate(request, 'ploen', 'Bereich Plön');
  const other = await heldDate(request, 'steinburg', 'Bereich Steinburg');
  const ownSchool = await schoolOf(request, 'ploen', own, ['teilgenommen', 'teilgenommen', 'nicht_erschienen']);
  const otherSchool = await schoolOf(request, 'steinburg', other, ['teilgenommen']);
  const office = await fixture<{ dstnr: string; name: string }>(request, 'dienststellen', { kreise: ['ploen'] });
  const dutyPost = await createUser(request, { schule: office.dstnr, rollen: ['dienstposten'], vorname: 'Dorte' });
  const day = own.termin.beginn.slice(0, 10);

  await openSignedIn(page, dutyPost, `/iqsh/dienstposten/dpdashboard?von=${day}&bis=${day}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Übersicht Dienstposten');
  await expect(page.getByText(`${office.name}: zuständig für Plön.`)).toBeVisible();
  await expect(page.getByLabel('Termine vom')).toHaveValue(day);
  const dates = /^Termine in Ihrem Bereich/;
  await expect(rowOf(page, dates, own.titel).getByRole('cell')).toHaveText([
    /Uhr$/,
    'Lernort Plön, Plön',
    'durchgeführt',
    '3 von 20',
    '0',
    '2',
  ]);
  await expect(rowOf(page, dates, other.titel)).toHaveCount(0);
  const schools = /^Teilnahme je Schule/;
  await expect(rowOf(page, schools, ownSchool.name).getByRole('cell')).toHaveText(['Grundschule', 'Plön', '2', '2']);
  // Its number tells it apart from a school of the same name.
  await expect(rowOf(page, schools, ownSchool.name)).toContainText(`Dienststelle ${ownSchool.dstnr}`);
  await expect(rowOf(page, schools, otherSchool.name)).toHaveCount(0);
  const requests = /^Offene Abrufanfragen/;
  await expect(rowOf(page, requests, ownSchool.requested.titel)).toContainText(ownSchool.name);
  await expect(rowOf(page, requests, otherSchool.requested.titel)).toHaveCount(0);
  // Counts only: no person of the schools appears (the fixture users are all called „Test-…“; the header names the duty post).
  await expect(page.getByRole('main').getByText('Test-')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(rowOf(page, schools, ownSchool.name)).toBeVisible();
  await expectNoSeriousViolations(page);
});
