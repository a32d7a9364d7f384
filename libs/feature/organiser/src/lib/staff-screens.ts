// The staff searches of @fobu/offer-work as one lazily loaded module of this library: the table of
// screens imports their prefetches statically (@fobu/offer-work/prefetch), and a library is either
// imported statically throughout a project or lazily throughout (the module-boundary rule). The
// dashboards come with the table (organiser-screens.ts) and the help is a module of its own
// (help-screen.ts), so that a branch's first screen loads the code of neither the searches nor the help.
export { CourseSearchScreen, DateSearchScreen, OfferSearchScreen } from '@fobu/offer-work';
