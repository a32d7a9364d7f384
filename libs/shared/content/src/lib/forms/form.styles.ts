import { headingStyle, staticStyle } from '@fobu/ui';
import { controlStyle } from './control-style';

/**
 * The message forms' parts, in the page's stylesheet (`staticStyle`): plain elements, so that the
 * support and feedback pages load none of Chakra's runtime (issue 18).
 */

/** A labelled field: the label, "(freiwillig)", the hint and the error above the control (`FormField`). */
export const formFieldClass = staticStyle('fobu-form-field', {
  mb: '5',
  '& > label': { display: 'block', fontWeight: '600', mb: '1' },
  '& > label > [data-optional]': { fontWeight: '400', color: 'fg.muted' },
  '& > [data-hint]': { fontSize: 'sm', color: 'fg.muted', mb: '1' },
  '& > [data-error]': { color: 'fg.error', fontWeight: '600', mb: '1' },
});

/** A form's text field, select or text area (`controlStyle`); `data-narrow` for a short value. */
export const controlClass = staticStyle('fobu-control', {
  ...controlStyle,
  '&[data-narrow]': { maxW: '14rem' },
});

/** The privacy consent: a fieldset with its legend, the error, the checkbox and the hint under it. */
export const consentFieldClass = staticStyle('fobu-consent-field', {
  mb: '6',
  '& > legend': { fontWeight: '600', mb: '1' },
  '& > [data-error]': { color: 'fg.error', fontWeight: '600', mb: '1' },
  '& > [data-hint]': { fontSize: 'sm', color: 'fg.muted', ms: '9' },
});

/** A message form: the note on required fields above the fields, the send button below. */
export const messageFormClass = staticStyle('fobu-message-form', {
  maxW: '40rem',
  '& > [data-required-note]': { color: 'fg.muted', mb: '4' },
});

const ALERT_BOX = {
  borderWidth: '3px',
  borderColor: 'border.error',
  bg: 'bg.error',
  borderRadius: 'md',
  p: '4',
  mb: '6',
  maxW: '40rem',
} as const;

/** What to correct, as links to the fields, above the form (`ErrorSummary`). */
export const errorSummaryClass = staticStyle('fobu-error-summary', {
  ...ALERT_BOX,
  '& > h2': { ...headingStyle('md'), mb: '2' },
  '& > ul': { ps: '5', listStyleType: 'disc' },
});

/** A send that failed or was refused (`SendFailure`, `SendRefused`). */
export const sendFailureClass = staticStyle('fobu-send-failure', {
  ...ALERT_BOX,
  '& > p:first-child': { fontWeight: '600' },
});

/** The confirmation with the reference number (`SentConfirmation`). */
export const sentConfirmationClass = staticStyle('fobu-sent-confirmation', {
  borderWidth: '2px',
  borderColor: 'green.solid',
  bg: 'bg.success',
  borderRadius: 'md',
  p: { base: '4', md: '6' },
  maxW: '40rem',
  '& > h2': { ...headingStyle('lg'), mb: '3' },
  '& > p': { mb: '2' },
  '& > [data-details]': { mb: '4' },
});
