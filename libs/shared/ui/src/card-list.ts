// The cards of the catalogue's lists and of the start page, apart from the main entry: the pages
// that show them carry them, not the first visit of every page (the imprint, a staff screen).
export { Card, CardKicker, CardLine, CardList, CardStatus, CardTitle } from './lib/list/card-list';
