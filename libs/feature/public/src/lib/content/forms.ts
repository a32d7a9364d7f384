export { FeedbackPage } from './feedback-page';
export { SupportPage } from './support-page';
