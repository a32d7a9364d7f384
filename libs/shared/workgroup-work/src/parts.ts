// The small parts that other screens show without the workgroups' views (which load in a chunk of
// their own when opened): the offer search's switch to the workgroups, and the organiser
// dashboard's links and words for a group and its next meeting.
export { OfferWorkgroupSwitch } from './lib/list/offer-workgroup-switch';
export { workgroupsLink } from './lib/workgroup-links';
export { answersText, meetingWhen } from './lib/meetings/meeting-text';
// Sending a staff form with the contract's messages beside its fields (the speakers' forms send theirs alike).
export { sendForm } from './lib/send-form';
