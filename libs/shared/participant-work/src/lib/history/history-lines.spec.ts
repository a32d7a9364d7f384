import type { AnmeldungsSchritt } from '@fobu/api-contract';
import { actorText, stepText } from './history-lines';

const step = (more: Partial<AnmeldungsSchritt>): AnmeldungsSchritt => ({
  am: '2027-03-01T09:00:00.000Z',
  schritt: 'angemeldet',
  status: 'angemeldet',
  termin: null,
  akteur: null,
  vonPerson: false,
  grund: null,
  nachgetragen: false,
  ...more,
});
const clerk = { uid: 'u1', vorname: 'Erika', name: 'Muster', rolle: 'verwaltung' };

describe('a booking’s history in words', () => {
  it('says what happened, with the state a booking began in and the date it was moved to', () => {
    expect(stepText(step({ status: 'warteliste' }))).toBe('Angemeldet – Warteliste');
    expect(stepText(step({ schritt: 'storniert', status: 'storniert' }))).toBe('Storniert');
    expect(stepText(step({ schritt: 'verschoben', status: 'zugelassen', termin: { id: 3, beginn: '2027-03-12T08:00:00.000Z' } }))).toBe(
      'Auf einen anderen Termin umgebucht: Termin am Fr., 12.03.2027',
    );
  });

  it('names who did it: „Sie“ to the person, the clerk with their role, the portal, or the state taken over', () => {
    const own = step({ akteur: { ...clerk, rolle: 'lehrkraft' }, vonPerson: true });
    expect([actorText(own, 'person'), actorText(own, 'staff')]).toEqual(['Sie', 'Die Person selbst']);
    expect(actorText(step({ akteur: clerk }), 'person')).toBe('Verwaltung: Erika Muster');
    expect(actorText(step({ schritt: 'nachgerueckt' }), 'staff')).toBe('Automatisch durch das Portal');
    expect(actorText(step({ nachgetragen: true }), 'staff')).toBe('Aus dem Stand der Anmeldung übernommen');
  });
});
