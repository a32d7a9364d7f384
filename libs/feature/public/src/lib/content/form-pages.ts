import { withDesignSystem } from '@fobu/ui';
import { FeedbackPage as Feedback } from './feedback-page';
import { SupportPage as Support } from './support-page';

// The two pages with a form load as one chunk: both need zod's schemas and the notification call.
export const FeedbackPage = withDesignSystem(Feedback);
export const SupportPage = withDesignSystem(Support);
