// The two pages with a form load as one chunk: both need zod's schemas and the notification call.
export { FeedbackPage } from './feedback-page';
export { SupportPage } from './support-page';
