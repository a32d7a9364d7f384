import { configure } from '@testing-library/react';

// jsdom implements neither scrolling nor media queries; the router and Chakra call both. (A spec
// that runs as the build does, in Node, has no window.)
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

// A screen's answer after a click can take longer than Testing Library's default second while Nx
// runs several projects' tests at once on the 2-core machines: wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });
