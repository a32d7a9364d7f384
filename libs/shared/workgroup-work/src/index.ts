// The staff's work on workgroups (docs/workgroups.md, "Staff screens"): the list, a group's page,
// members, history and meetings as views of the offer search, and the organiser dashboard's section.
export { WorkgroupScreen } from './lib/workgroup-screen';
