// What a page's start reads from its address before the router is there: a door of its own, so
// that the start's chunk does not carry the route tree and the router.
export { openedBranch, type OpenedBranch } from './lib/opened-screen';
