// The staff's help, apart from the screens a branch opens with (staff-screens.ts).
export { StaffHelpScreen } from '@fobu/offer-work';
