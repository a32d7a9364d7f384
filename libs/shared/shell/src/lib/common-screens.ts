import { screensInPreparation } from '@fobu/ui';

const screens = screensInPreparation({
  rollenwechsel: 'Wechseln Sie zwischen Ihren Rollen im Portal, zum Beispiel von Lehrkraft zu Schulleitung.',
});

/** The role change screen, the same in every branch (spec section 6). */
export const RoleChangeScreen = screens.rollenwechsel;
