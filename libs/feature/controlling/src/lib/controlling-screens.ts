import { lazyRouteComponent, type GroupScreenModules } from '@fobu/routing';
import { prefetchFigures } from './figures/figures-prefetch';

/** Controlling's screens (spec section 2): the figures, and the help about them. */
export const controllingScreens: GroupScreenModules<'controlling'> = {
  ctdashboard: { component: lazyRouteComponent(() => import('./figures/figures-screen'), 'FiguresScreen'), prefetch: prefetchFigures },
  hilfe: { component: lazyRouteComponent(() => import('./help/controlling-help-screen'), 'ControllingHelpScreen') },
};
