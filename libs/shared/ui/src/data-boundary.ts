// The boundary of a part of a screen that reads its data with suspense, apart from the main entry:
// only the chunks of screens that read data carry it, not the first visit of every page.
export { DataBoundary } from './lib/feedback/data-boundary';
