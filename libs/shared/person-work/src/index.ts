// The staff's persons (docs/people-and-settings.md, "Persons as built"): the search and one person's
// page, a view of the offer search in a chunk of its own, loaded when chosen.
export { PersonScreen } from './lib/person-screen';
