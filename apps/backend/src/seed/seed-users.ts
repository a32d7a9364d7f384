import { BOOKING_ROLES, TENANTS, type Tenant } from '@fobu/domain';
import { demoUsers } from './demo-users';
import { DEMO_DIENSTSTELLE } from './dienststellen';
import type { Random } from './seed-random';
import type { UserRow } from './seed-rows';
import type { SeedSchool } from './seed-schools';
import * as words from './seed-data';

/** The users of the seed, with the generated teachers and the organisers of each tenant. */
export interface SeedPeople {
  users: UserRow[];
  teachers: Record<Tenant, string[]>;
  organisers: Record<Tenant, string[]>;
}

const mail = (vorname: string, name: string, n: string) =>
  `${vorname}.${name}.${n}`.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss') +
  '@schule.example';

/** The demo users, at their tenant's demo school; the demo duty post at its office. */
function demoUserRows(demoSchool: Record<Tenant, string>): UserRow[] {
  const users: UserRow[] = [];
  for (const demo of demoUsers()) {
    // The demo duty post belongs to an office (its dstnr names its area), not to the school.
    const office = demo.roles.some((r) => r.role === 'dienstposten') ? DEMO_DIENSTSTELLE[demo.mandant] : undefined;
    users.push({
      ...demo,
      email: mail(demo.vorname, demo.name, demo.uid),
      dstnr: office?.dstnr ?? demoSchool[demo.mandant],
      hint: office ? `${demo.hint} (${office.name})` : demo.hint,
    });
  }
  return users;
}

/** Draws the users: the demo users, then generated teachers and organisers of each tenant. */
export function drawUsers(
  rnd: Random,
  schools: readonly SeedSchool[],
  demoSchool: Record<Tenant, string>,
  teachersPerTenant: number,
): SeedPeople {
  const users = demoUserRows(demoSchool);
  const schoolsOf = (mandant: Tenant) => schools.filter((s) => s.mandant === mandant);
  const teachers: Record<Tenant, string[]> = { iqsh: [], shibb: [] };
  const organisers: Record<Tenant, string[]> = {
    iqsh: ['1011', '1901'],
    shibb: ['2011', '2901'],
  };
  TENANTS.forEach((mandant, t) => {
    const pool = schoolsOf(mandant);
    for (let i = 0; i < teachersPerTenant; i++) {
      const female = rnd.chance(0.6);
      const vorname = rnd.pick(female ? words.VORNAMEN_W : words.VORNAMEN_M);
      const name = rnd.pick(words.NACHNAMEN);
      const uid = `${t + 5}${String(i + 1).padStart(5, '0')}`;
      const role = rnd.chance(0.8) ? 'lehrkraft' : rnd.pick(BOOKING_ROLES.filter((r) => r !== 'schulleitung'));
      users.push({
        uid,
        username: `u${uid}`,
        email: mail(vorname, name, uid),
        salutation: female ? 'Frau' : 'Herr',
        vorname,
        name,
        dstnr: rnd.pick(pool).dstnr,
        mandant,
        roles: [{ application: 'FOBU', role, status: 1 }],
        hint: null,
      });
      teachers[mandant].push(uid);
    }
    for (let i = 0; i < 20; i++) {
      const vorname = rnd.pick(words.VORNAMEN_M.concat(words.VORNAMEN_W));
      const name = rnd.pick(words.NACHNAMEN);
      const uid = `${t + 7}${String(i + 1).padStart(5, '0')}`;
      users.push({
        uid,
        username: `u${uid}`,
        email: mail(vorname, name, uid).replace('schule.example', mandant + '.example'),
        salutation: words.VORNAMEN_W.includes(vorname) ? 'Frau' : 'Herr',
        vorname,
        name,
        dstnr: mandant === 'iqsh' ? '9000001' : '9000002',
        mandant,
        roles: [{ application: 'FOBU', role: 'veranstaltungsleiter', status: 1 }],
        hint: null,
      });
      organisers[mandant].push(uid);
    }
  });
  return { users, teachers, organisers };
}
