import { KREISE, KREIS_KEYS, type Schulart } from '@fobu/api-contract';
import { TENANTS } from '@fobu/domain';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '@fobu/server-sql';
import { insertDienststellen } from '../seed/dienststellen';
import { nextKey } from '../db/keys';
import { insertSchools } from '../seed/seed-rows';
import { jsonBody } from '../http/app';
import { validate } from '../http/errors';

/*
 * TEST ONLY (served with the other fixtures, BACKEND_TEST_FIXTURES=1): what a duty post's test
 * makes for itself: an office with its districts, a school in a district, a date moved to a place
 * in a district. A duty post user is then a fixture user whose `schule` is the office's dstnr.
 */

const kreisName = (key: string) => KREISE.find((kreis) => kreis.key === key)?.name ?? key;

const OfficeInput = z.object({ mandant: z.enum(TENANTS).default('iqsh'), kreise: z.array(z.enum(KREIS_KEYS)).min(1) });
const SchoolInput = z.object({
  mandant: z.enum(TENANTS).default('iqsh'),
  kreis: z.enum(KREIS_KEYS),
  /** A name of its own, e.g. one another school has too; without: the type, the place and the number. */
  name: z.string().min(1).optional(),
  /** An institute: in the register, but no school (no school type). */
  institut: z.boolean().default(false),
});
const PlaceInput = z.object({ terminId: z.number().int().positive(), kreis: z.enum(KREIS_KEYS) });

export function addDutyPostFixtures(app: Hono, db: Db): void {
  app.post('/test-fixtures/dienststellen', async (c) => {
    const { mandant, kreise } = validate(OfficeInput, await jsonBody(c));
    const office = await db.tx(async (sql) => {
      const dstnr = await nextKey(sql, 'dienststellen', 'dstnr', '05');
      const made = { dstnr, name: `Testschulamt ${dstnr} (${kreise.map(kreisName).join(', ')})`, mandant, kreise };
      await insertDienststellen(sql, [made]);
      return made;
    });
    return c.json(office, 201);
  });

  app.post('/test-fixtures/schulen', async (c) => {
    const { mandant, kreis, name: given, institut } = validate(SchoolInput, await jsonBody(c));
    const school = await db.tx(async (sql) => {
      const dstnr = await nextKey(sql, 'schulen', 'dstnr', '08');
      const schulart: Schulart | null = institut ? null : mandant === 'iqsh' ? 'Grundschule' : 'Berufsbildende Schule';
      const ort = kreisName(kreis);
      const name = given ?? `${schulart ?? 'Institut'} ${ort} ${dstnr}`;
      await insertSchools(sql, [
        { dstnr, name, schulart, kreis, ort, adresse: `Schulweg 1, ${ort}`, schulleitung_uid: null, schultraeger: 'Testträger', mandant },
      ]);
      return { dstnr, name, kreis };
    });
    return c.json(school, 201);
  });

  // A fixture date is online; this holds it in a place of the district instead.
  app.post('/test-fixtures/termin-ort', async (c) => {
    const { terminId, kreis } = validate(PlaceInput, await jsonBody(c));
    await db.query(`UPDATE termine SET online_link = NULL, ort_name = $2, adresse = $3, raum = 'Aula', kreis = $4 WHERE id = $1`, [
      terminId,
      `Lernort ${kreisName(kreis)}`,
      `Bildungsweg 1, ${kreisName(kreis)}`,
      kreis,
    ]);
    return c.json({ id: terminId, kreis });
  });
}
