// The design system's module on its own, so that the app's start can evaluate it in a task of its
// own (boot.tsx).
export { portalSystemInSteps } from '@fobu/ui/system';
