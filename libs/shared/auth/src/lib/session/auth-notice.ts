import type { AuthNotice } from './auth-notice-kinds';

/** For each reason the user is not (or no longer) signed in, a German text that says what to do. */
export const AUTH_NOTICES: Readonly<Record<AuthNotice, string>> = {
  'signed-out': 'Sie haben sich abgemeldet.',
  'signed-out-elsewhere': 'Sie wurden in einem anderen Fenster abgemeldet.',
  'timed-out':
    'Sie wurden wegen Inaktivität abgemeldet. Melden Sie sich erneut an, um dort weiterzumachen, wo Sie aufgehört haben; Ihre Eingaben sind noch da.',
  'session-ended': 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'state-mismatch':
    'Die Anmeldung wurde aus Sicherheitsgründen abgebrochen, weil die Antwort des Anmeldedienstes nicht zu Ihrer Anmeldung passte. Bitte melden Sie sich erneut an.',
  'login-cancelled': 'Die Anmeldung wurde abgebrochen. Sie sind nicht angemeldet; Sie können es jederzeit erneut versuchen.',
  'login-failed': 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es in einigen Minuten erneut.',
  'login-expired': 'Diese Anmeldung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
  'no-role': 'Ihrem Konto ist keine Rolle im Fortbildungsportal zugewiesen. Bitte wenden Sie sich an Ihre Schulleitung oder den Support.',
};
