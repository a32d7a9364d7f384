import { withQueryClient } from '@fobu/api-clients';
import { lazyRouteComponent } from '@fobu/routing';
import { formPageRoute } from './form-page-route';

// The two pages with a form: a first visit shows the pre-rendered page and loads the forms when the
// reader begins to fill one in; both as one chunk, since both need zod's schemas and the notification call
// (and the query cache, which sends it).
const forms = withQueryClient(() => import('./forms'));

export const FeedbackPage = formPageRoute('feedback', lazyRouteComponent(forms, 'FeedbackPage'));
export const SupportPage = formPageRoute('support', lazyRouteComponent(forms, 'SupportPage'));
