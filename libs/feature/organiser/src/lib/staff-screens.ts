// The staff screens of @fobu/offer-work as one lazily loaded module of this library: the table of
// screens imports their prefetches statically (@fobu/offer-work/prefetch), and a library is either
// imported statically throughout a project or lazily throughout (the module-boundary rule).
export {
  CourseSearchScreen,
  DateSearchScreen,
  OfferSearchScreen,
  ReviewQueueScreen,
  StaffHelpScreen,
  WorkOverviewScreen,
} from '@fobu/offer-work';
