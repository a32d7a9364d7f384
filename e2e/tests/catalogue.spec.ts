import { KREISE, type AngebotDetail } from '@fobu/api-contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiParams,
  DATES,
  expectBackEndTotal,
  formsGet,
  horizontalOverflow,
  offsetDay,
  openPortal,
  reloadPortal,
  resultCount,
  results,
  searchDates,
  searchOffers,
  shownTotal,
} from './support';

test.describe('event dates', () => {
  test('search by text and by each filter shows what the back end finds, and every filter is in the URL', async ({ page, request }) => {
    test.setTimeout(120_000);
    await openPortal(page, DATES);
    const all = await expectBackEndTotal(page, async () => (await searchDates(request, {})).total);

    const filters: { param: string; apply: () => Promise<unknown> }[] = [
      {
        param: 'q',
        apply: () => page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Mathematik'),
      },
      {
        param: 'kreis',
        apply: () => page.getByRole('checkbox', { name: 'Kiel', exact: true }).check(),
      },
      { param: 'von', apply: () => page.getByLabel('Von').fill(offsetDay(60)) },
      { param: 'bis', apply: () => page.getByLabel('Bis').fill(offsetDay(30)) },
      {
        param: 'zielgruppe',
        apply: () => page.getByLabel('Zielgruppe').selectOption({ label: 'Lehrkraft im Vorbereitungsdienst' }),
      },
      {
        param: 'schulart',
        apply: () => page.getByLabel('Schulart').selectOption({ index: 1 }),
      },
      {
        param: 'fach',
        apply: () => page.getByLabel('Fach').selectOption({ index: 1 }),
      },
      {
        param: 'format',
        apply: () => page.getByLabel('Format').selectOption({ label: 'Online' }),
      },
      {
        param: 'kennzeichen',
        apply: () => page.getByLabel('Programm-Kennzeichen').selectOption({ index: 1 }),
      },
      {
        param: 'frei',
        apply: () => page.getByRole('checkbox', { name: 'Nur Termine mit freien Plätzen' }).check(),
      },
    ];
    for (const { param, apply } of filters) {
      await openPortal(page, DATES);
      await shownTotal(page);
      await apply();
      await expect(page, param).toHaveURL(new RegExp(`[?&]${param}=`));
      const expected = await expectBackEndTotal(page, async () => (await searchDates(request, apiParams(page.url()))).total, param);
      expect(expected, `${param} narrows the list`).toBeLessThan(all);
      expect(expected, `${param} still finds dates in the seed`).toBeGreaterThan(0);
    }

    // The district filter: each date found is in Kiel.
    await openPortal(page, `${DATES}?kreis=kiel`);
    await shownTotal(page);
    for (const text of await results(page).allTextContents()) expect(text).toContain('Kiel');
  });

  test('sorting by relevance puts the best match first', async ({ page, request }) => {
    await openPortal(page, `${DATES}?q=Mathematik`);
    await shownTotal(page);
    await page.getByLabel('Sortierung').selectOption({ label: 'Relevanz' });
    await expect(page).toHaveURL(/sort=relevanz/);
    const expected = await searchDates(request, {
      q: 'Mathematik',
      sort: 'relevanz',
    });
    await expect(results(page).first().getByRole('heading')).toHaveText(expected.items[0].titel);
  });

  test('no match says so, and resetting the filters brings every date back', async ({ page, request }) => {
    await openPortal(page, `${DATES}?q=Quantenchromodynamik&kreis=kiel`);
    await expect(page.getByText('Keine Termine gefunden.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Filter zurücksetzen' }).last().click();
    await expect(page).toHaveURL(new RegExp(`${DATES}$`));
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('');
    await expectBackEndTotal(page, async () => (await searchDates(request, {})).total);
  });

  test('a result list is a link: it opens the same in a new page, and Back and Forward walk its pages and offers', async ({
    page,
    browser,
    request,
  }) => {
    await openPortal(page, `${DATES}?kreis=kiel,luebeck`);
    const total = await shownTotal(page);
    const expected = await searchDates(request, {
      kreis: 'kiel,luebeck',
      page: 2,
    });
    expect(total).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Nächste Seite →' }).click();
    await expect(page).toHaveURL(/seite=2/);
    await expect(results(page).first().getByRole('heading')).toHaveText(expected.items[0].titel);
    await expect(page.getByText(`Seite 2 von ${Math.ceil(total / 20)}`)).toBeVisible();

    // Shared: another person opens the link and sees the same page of the same results.
    const shared = await (await browser.newContext()).newPage();
    await openPortal(shared, page.url().replace(/^https?:\/\/[^/]+/, ''));
    expect(await shownTotal(shared)).toBe(total);
    await expect(results(shared).first().getByRole('heading')).toHaveText(expected.items[0].titel);
    await expect(shared.getByRole('checkbox', { name: 'Lübeck' })).toBeChecked();
    await shared.context().close();

    // Into an offer and back: the list is as it was; Back again is page 1, Forward page 2.
    await results(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`vnr=${expected.items[0].vnr}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.items[0].titel);
    await page.goBack();
    await expect(page.getByText(`Seite 2 von ${Math.ceil(total / 20)}`)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Kiel', exact: true })).toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/seite=/);
    await expect(page.getByText(`Seite 1 von ${Math.ceil(total / 20)}`)).toBeVisible();
    await page.goForward();
    await expect(page.getByText(`Seite 2 von ${Math.ceil(total / 20)}`)).toBeVisible();
    // A reload keeps it all.
    await reloadPortal(page);
    await expect(page.getByText(`Seite 2 von ${Math.ceil(total / 20)}`)).toBeVisible();
  });

  test('on a phone the filters open behind a button that counts them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPortal(page, DATES);
    const kiel = page.getByRole('checkbox', { name: 'Kiel', exact: true });
    await expect(kiel).toBeHidden();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await kiel.check();
    await expect(page).toHaveURL(/kreis=kiel/);
    await expect(page.getByRole('button', { name: 'Filter ausblenden (1 gesetzt)' })).toHaveAttribute('aria-expanded', 'true');
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

test.describe('offer detail', () => {
  /** An offer with upcoming dates in at least two districts: the district of its first date and another. */
  async function offerInTwoDistricts(request: APIRequestContext) {
    const upcoming = await searchDates(request, {
      von: offsetDay(0),
      pageSize: 100,
    });
    const districtsOf = new Map<string, Set<string>>();
    for (const { vnr, ort } of upcoming.items) if (ort) districtsOf.set(vnr, (districtsOf.get(vnr) ?? new Set()).add(ort.kreis));
    for (const vnr of [...districtsOf.keys()].filter((vnr) => districtsOf.get(vnr)!.size >= 2)) {
      // The offer page shows every date not yet over, by date: take the districts in that order.
      const { titel, termine } = await formsGet<AngebotDetail>(request, `/api/v1/angebote/${vnr}`);
      const shown = termine.filter((t) => Date.parse(t.ende) >= Date.now()).sort((a, b) => Date.parse(a.beginn) - Date.parse(b.beginn));
      const [first, ...others] = new Set(shown.map((termin) => termin.ort?.kreis));
      const later = others.find(Boolean);
      if (first && later) return { vnr, titel, first, later };
    }
    throw new Error('Kein Angebot mit Terminen in zwei Kreisen in den Testdaten.');
  }
  const kreisName = (key: string) => KREISE.find((kreis) => kreis.key === key)!.name;
  const dateHeadings = (page: Page) => page.getByRole('region', { name: 'Termine' }).getByRole('heading', { level: 3 });

  test('a deep link by vnr shows the offer with its dates by date; with kreis that district comes first', async ({ page, request }) => {
    const offer = await offerInTwoDistricts(request);
    await openPortal(page, `${DATES}?vnr=${offer.vnr}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.titel);
    for (const section of ['Worum es geht', 'Ziele', 'Termine'])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Auf einen Blick' })).toContainText('Veranstaltungsleitung');
    const first = dateHeadings(page).first();
    await expect(first).toContainText(kreisName(offer.first));
    await openPortal(page, `${DATES}?vnr=${offer.vnr}&kreis=${offer.later}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.titel);
    await expect(dateHeadings(page).first()).toContainText(kreisName(offer.later));
  });

  test("a list's first visit leaves the offer's view until a reader is about to open an offer", async ({ page }) => {
    // The view's chunk is named after its module (offer-detail.tsx) by the build.
    const viewRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/offer-detail-[\w-]+\.js$/.test(request.url())) viewRequests.push(request.url());
    });
    await openPortal(page, DATES);
    const first = results(page).first();
    const titel = await first.getByRole('heading').textContent();
    await page.waitForLoadState('networkidle');
    expect(viewRequests).toEqual([]);
    await first.getByRole('link').hover();
    await expect.poll(() => viewRequests.length).toBe(1);
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titel!);
  });

  test('an unknown vnr says so in German and leads back to the list', async ({ page }) => {
    await openPortal(page, `${DATES}?vnr=IQ999999`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Veranstaltung nicht gefunden',
      }),
    ).toBeVisible();
    await expect(page.getByText('Eine Veranstaltung mit der Nummer „IQ999999“ gibt es nicht oder nicht mehr.')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Übersicht der Angebote' }).click();
    await expect(page).toHaveURL(new RegExp(`${DATES}$`));
    await expect(resultCount(page)).toBeVisible();
  });

  test('on-demand offers and self-learning courses are searched too, and open on their own pages', async ({ page, request }) => {
    for (const [path, vtyp, section] of [
      ['/iqsh/abrufveranstaltungen', 'ABRUF', 'So rufen Sie diese Fortbildung ab'],
      ['/iqsh/selbstlernkurse', 'SLK', 'Einschreibung'],
    ] as const) {
      await openPortal(page, path);
      await expectBackEndTotal(page, async () => (await searchOffers(request, { vtyp })).total);
      await page.getByLabel('Format').selectOption({ label: 'Online' });
      await expect(page).toHaveURL(/format=online/);
      await expectBackEndTotal(page, async () => (await searchOffers(request, { vtyp, format: 'online' })).total);
      const title = (await results(page).first().getByRole('heading').textContent())!;
      await results(page).first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?format=online&vnr=IQ\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Anmelden und einschreiben' })).toBeVisible();
  });
});
