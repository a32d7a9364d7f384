// The staff screens the administrator shares with the organiser branch, as one lazily loaded module
// of this library: the archive's own screens import parts of @fobu/offer-work too, and a library is
// either imported statically throughout a project or lazily throughout (the module-boundary rule).
export { CourseSearchScreen, DateSearchScreen, OfferSearchScreen, StaffHelpScreen } from '@fobu/offer-work';
