// The speakers' directory (docs/people-and-settings.md, "Speakers' directory"): the list and one
// speaker's page, a view of the offer search in a chunk of its own, loaded when chosen.
export { SpeakerScreen } from './lib/speaker-screen';
