import type { LoggedInUser } from '@fobu/auth';
import { groupFormValues, groupInput } from './group-form-values';

const user = { uid: 'u-1', vorname: 'Vera', name: 'Leitung' } as LoggedInUser;

describe('the group form’s values', () => {
  it('lets an organiser lead the group they create, and the administration choose', () => {
    expect(groupFormValues(undefined, user, 'veranstaltungsleiter').leitung).toEqual([{ uid: 'u-1', name: 'Vera Leitung' }]);
    expect(groupFormValues(undefined, user, 'verwaltung').leitung).toEqual([]);
  });

  it('sends the subjects split at commas, without empty ones', () => {
    const values = {
      ...groupFormValues(undefined, user, 'veranstaltungsleiter'),
      titel: 'Fachgruppe Mathematik',
      faecher: 'Mathematik, , Physik ',
    };
    expect(groupInput(values)).toEqual({
      titel: 'Fachgruppe Mathematik',
      beschreibung: '',
      faecher: ['Mathematik', 'Physik'],
      schularten: [],
      leitung: ['u-1'],
      status: 'aktiv',
    });
  });
});
