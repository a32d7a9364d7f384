import { beforeEach, expect } from 'vitest';
import { startHangWatchdog } from './hang-watchdog.mjs';

const nameRunningTest = startHangWatchdog();
beforeEach(() => {
  const { testPath, currentTestName } = expect.getState();
  nameRunningTest(`${testPath} > ${currentTestName}`);
});
