export { StartPage } from './lib/start-page/start-page';
export { publicPages, UnsubscribePage } from './lib/public-pages';
