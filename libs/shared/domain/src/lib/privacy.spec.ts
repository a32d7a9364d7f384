import { erasureConfirmerOf, mayConfirmErasure, mayHandlePrivacy } from './privacy';

describe('erasure on request (four eyes of verwaltung and administrator)', () => {
  it('is confirmed by a second person of the other administration role only', () => {
    const request = { uid: 'a', role: 'verwaltung' as const };
    expect(mayConfirmErasure(request, { uid: 'b', role: 'administrator' })).toBe(true);
    expect(mayConfirmErasure(request, { uid: 'b', role: 'verwaltung' })).toBe(false);
    expect(mayConfirmErasure(request, { uid: 'a', role: 'administrator' })).toBe(false);
    expect(mayConfirmErasure({ uid: 'a', role: 'administrator' }, { uid: 'b', role: 'verwaltung' })).toBe(true);
    expect(mayConfirmErasure(request, { uid: 'b', role: 'qualitaetskontrolle' })).toBe(false);
  });

  it('is a matter of the administration alone', () => {
    expect(mayHandlePrivacy('verwaltung')).toBe(true);
    expect(mayHandlePrivacy('administrator')).toBe(true);
    expect(mayHandlePrivacy('veranstaltungsleiter')).toBe(false);
    expect(mayHandlePrivacy('controlling')).toBe(false);
    expect(erasureConfirmerOf('lehrkraft')).toBeNull();
  });
});
