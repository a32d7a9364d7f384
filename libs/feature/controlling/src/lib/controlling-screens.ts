import { lazyRouteComponent, type GroupScreenModules } from '@fobu/routing';
import { prefetchFigures } from './figures/figures-prefetch';
import { FiguresScreen } from './figures/figures-screen';

/** Controlling's screens (spec section 2): the figures, and the help about them. */
export const controllingScreens: GroupScreenModules<'controlling'> = {
  ctdashboard: { component: FiguresScreen, prefetch: prefetchFigures },
  hilfe: { component: lazyRouteComponent(() => import('./help/controlling-help-screen'), 'ControllingHelpScreen') },
};
