export { StartPage } from './lib/start-page';
export { publicPages, UnsubscribePage } from './lib/public-pages';
