import { useSyncExternalStore } from 'react';
import type { UpdateController, UpdateState } from './update-controller';

/** The controller's update state, re-rendering when a new version is found. */
export function useUpdateState(controller: UpdateController): UpdateState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
