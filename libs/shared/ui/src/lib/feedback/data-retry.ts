import { createContext } from 'react';

/**
 * What "try again" must do besides rendering the part anew: the app passes the query layer's
 * reset, so that a failed request is made again rather than its error shown again.
 */
export const DataRetryContext = createContext<() => void>(() => undefined);
