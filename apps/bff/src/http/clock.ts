/** The time in milliseconds; tests pass one they can move instead of waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
