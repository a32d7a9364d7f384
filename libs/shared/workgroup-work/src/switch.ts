// The switch between the offer search's two lists, apart from the main entry: the offer list shows
// it at once, while the workgroups' views load in a chunk of their own when opened.
export { OfferWorkgroupSwitch } from './lib/list/offer-workgroup-switch';
