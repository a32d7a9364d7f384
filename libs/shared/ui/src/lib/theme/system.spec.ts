import { portalSystem, portalSystemInSteps } from './system';

describe('portalSystemInSteps', () => {
  it('makes the portal’s system once: without the build’s steps (tests, pre-rendering) in one go', () => {
    const steps = portalSystemInSteps();
    const step = steps.next();

    expect(step.done).toBe(true);
    expect(step.value).toBe(portalSystem());
    expect(portalSystem().token('colors.brand.700')).toMatch(/^oklch\(/);
  });
});
