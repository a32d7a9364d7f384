import { staticStyle } from '@fobu/ui';

/** The pending screen's skeleton, where the screen's heading and content would be. */
export const screenPendingClass = staticStyle('fobu-screen-pending', { py: '8' });
