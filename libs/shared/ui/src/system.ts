// The design system alone, apart from the main door: the app's start loads it and creates it in
// tasks of their own, before the components that render with it (apps/portal/src/boot.tsx).
export { portalSystemInSteps } from './lib/theme/system';
