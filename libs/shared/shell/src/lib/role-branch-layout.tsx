import { Outlet } from '@fobu/routing';
import { UiProvider } from '@fobu/ui';

/**
 * Every role screen is inside the design system: a chunk of its own, which the router loads beside
 * the screen's when a branch is entered, so that visitors of the public pages never load it.
 */
export function RoleBranchLayout() {
  return (
    <UiProvider>
      <Outlet />
    </UiProvider>
  );
}
