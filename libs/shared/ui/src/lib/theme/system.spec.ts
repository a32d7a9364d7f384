import { portalSystem, portalSystemInSteps } from './system';

describe('portalSystemInSteps', () => {
  it('makes the portal’s system once: where Chakra is unedited (the unit tests) in one go', () => {
    const steps = portalSystemInSteps();
    const step = steps.next();

    expect(step.done).toBe(true);
    expect(step.value).toBe(portalSystem());
    expect(portalSystem().token('colors.brand.700')).toMatch(/^oklch\(/);
  });
});
