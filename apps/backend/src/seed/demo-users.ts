import { ROLES, TENANTS, type Tenant } from '@fobu/domain';

export interface DemoUser {
  username: string;
  uid: string;
  salutation: 'Frau' | 'Herr';
  vorname: string;
  name: string;
  mandant: Tenant;
  /** Roles as the identity provider stores them: application, role name, status. */
  roles: { application: string; role: string; status: number }[];
  hint: string;
}

const PEOPLE: [string, string, 'Frau' | 'Herr'][] = [
  ['Anna', 'Beispiel', 'Frau'],
  ['Bernd', 'Brodersen', 'Herr'],
  ['Carla', 'Carstensen', 'Frau'],
  ['Dirk', 'Dührkop', 'Herr'],
  ['Eva', 'Ehlers', 'Frau'],
  ['Frank', 'Feddersen', 'Herr'],
  ['Gesa', 'Godbersen', 'Frau'],
  ['Hauke', 'Hansen', 'Herr'],
  ['Ilka', 'Ingwersen', 'Frau'],
  ['Jan', 'Jensen', 'Herr'],
  ['Kirsten', 'Ketelsen', 'Frau'],
  ['Lars', 'Lorenzen', 'Herr'],
  ['Maren', 'Möller', 'Frau'],
  ['Nils', 'Nissen', 'Herr'],
  ['Okka', 'Ohlsen', 'Frau'],
  ['Peer', 'Petersen', 'Herr'],
];

/** One demo user per role and tenant, plus the special cases the portal's role filter must handle. */
export function demoUsers(): DemoUser[] {
  const users: DemoUser[] = [];
  TENANTS.forEach((mandant, t) => {
    ROLES.forEach((role, r) => {
      const [vorname, name, salutation] = PEOPLE[r % PEOPLE.length];
      users.push({
        username: `${role}.${mandant}`,
        uid: `${t + 1}${String(r + 1).padStart(3, '0')}`,
        salutation,
        vorname,
        name,
        mandant,
        roles: [{ application: 'FOBU', role, status: 1 }],
        hint: role,
      });
    });
    users.push({
      username: `mehrfach.${mandant}`,
      uid: `${t + 1}901`,
      salutation: 'Frau',
      vorname: 'Mira',
      name: 'Mehrfach',
      mandant,
      roles: [
        { application: 'FOBU', role: 'lehrkraft', status: 1 },
        { application: 'FOBU', role: 'schulleitung', status: 1 },
        { application: 'FOBU', role: 'veranstaltungsleiter', status: 1 },
        { application: 'OTHER', role: 'administrator', status: 1 },
        { application: 'FOBU', role: 'verwaltung', status: 0 },
      ],
      hint: 'mehrere Rollen (Lehrkraft, Schulleitung, Veranstaltungsleitung); Verwaltung inaktiv, Administrator einer anderen Anwendung',
    });
    users.push({
      username: `landesfachberater.${mandant}`,
      uid: `${t + 1}902`,
      salutation: 'Herr',
      vorname: 'Lutz',
      name: 'Landmann',
      mandant,
      roles: [{ application: 'FOBU', role: mandant === 'iqsh' ? 'landerfachberater' : 'LANDESFACHBERATER', status: 1 }],
      hint: 'Landesfachberatung (wird als Qualitätskontrolle gezeigt)',
    });
    users.push({
      username: `inaktiv.${mandant}`,
      uid: `${t + 1}903`,
      salutation: 'Herr',
      vorname: 'Ingo',
      name: 'Inaktiv',
      mandant,
      roles: [
        { application: 'FOBU', role: 'lehrkraft', status: 1 },
        { application: 'FOBU', role: 'administrator', status: 0 },
        { application: 'SCHULPORTAL', role: 'lehrkraft', status: 1 },
      ],
      hint: 'Lehrkraft; Administrator mit Status 0, Rolle einer anderen Anwendung',
    });
    users.push({
      username: `doppelrolle.${mandant}`,
      uid: `${t + 1}904`,
      salutation: 'Herr',
      vorname: 'Dieter',
      name: 'Doppler',
      mandant,
      roles: [
        { application: 'FOBU', role: 'lehrkraft', status: 1 },
        { application: 'FOBU', role: 'schulleitung', status: 1 },
      ],
      hint: 'Lehrkraft und stellvertretende Schulleitung (zwei buchende Rollen)',
    });
  });
  return users;
}
