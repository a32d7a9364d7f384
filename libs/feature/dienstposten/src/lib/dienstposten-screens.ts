import type { GroupScreenModules } from '@fobu/routing';
import { screensInPreparation } from '@fobu/ui';

/** The duty post's only screen of its own (spec section 2). */
export const dienstpostenScreens: GroupScreenModules<'dienstposten'> = screensInPreparation({
  dpdashboard: 'Was Ihre Dienststelle betrifft: Anmeldungen und Termine Ihres Bereichs.',
});
