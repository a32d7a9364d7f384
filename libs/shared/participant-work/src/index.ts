// The organisers' work with the people who booked a date (docs/participants.md): the participant
// list, attendance, messages and files, and the check-in at the door, as views of the date search.
export { ParticipantsScreen } from './lib/participants-screen';
