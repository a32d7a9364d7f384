import { grantedHoursRefusal, isRecognitionHours, RECOGNITION_HOURS_MESSAGE } from './recognition';

describe('the hours of a recognition request', () => {
  it('takes quarter hours from 0,25 to 200', () => {
    expect([0.25, 2.5, 6, 200].map(isRecognitionHours)).toEqual([true, true, true, true]);
    expect([0, 0.1, 2.3, 200.25, Number.NaN, -1].map(isRecognitionHours)).toEqual([false, false, false, false, false, false]);
  });

  it('grants at most the hours asked, and fewer in quarter hours', () => {
    expect(grantedHoursRefusal(6, 8)).toBeNull();
    expect(grantedHoursRefusal(8, 8)).toBeNull();
    expect(grantedHoursRefusal(8.5, 8)).toBe('Es können höchstens die beantragten 8 Stunden anerkannt werden.');
    expect(grantedHoursRefusal(2.3, 8)).toBe(RECOGNITION_HOURS_MESSAGE);
    expect(RECOGNITION_HOURS_MESSAGE).toBe('Bitte geben Sie zwischen 0,25 und 200 Stunden in Viertelstunden an (z. B. 2,5).');
  });
});
