// The staff dashboards' lists of entries, apart from the main entry: only the chunks of the screens
// that show them carry them, not the first visit of every page.
export { Entry, EntryLine, EntryList } from './lib/list/entry-list';
