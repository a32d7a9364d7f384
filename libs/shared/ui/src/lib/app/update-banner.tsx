import { PortalButton } from '../form/portal-button';
import { updateBannerClass } from './app-notices.styles';

/** Spec section 8, word for word. */
const UPDATE_MESSAGE = 'Ein Update für diese Website steht zur Verfügung. Wir bitten Sie, die Seite neu zu laden.';

/**
 * The permanent red banner at the top when a new version is there (spec section 2). It sits in
 * the page's flow above the header, so it covers neither the skip link nor the header's controls,
 * and it is an alert, so screen readers announce it when it appears.
 */
export function UpdateBanner({ onConfirm }: { onConfirm: () => void }) {
  return (
    <div role="alert" className={updateBannerClass}>
      <div>
        <p>{UPDATE_MESSAGE}</p>
        <PortalButton size="sm" onClick={onConfirm}>
          Ok
        </PortalButton>
      </div>
    </div>
  );
}
