import { LOGIN_POPUP_NAME, openLoginPopup } from './login-popup';

describe('sign-in popup window', () => {
  it('opens 825 × 500, centred over the portal, under its own name', () => {
    const open = vi.fn(() => null);
    const win = { open, screenX: 100, screenY: 50, outerWidth: 1425, outerHeight: 900 } as unknown as Window;
    expect(openLoginPopup(win)).toBeNull();
    expect(open).toHaveBeenCalledWith('about:blank', LOGIN_POPUP_NAME, 'popup,width=825,height=500,left=400,top=250');
  });
});
