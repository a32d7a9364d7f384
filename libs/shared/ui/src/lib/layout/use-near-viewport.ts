import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true): content
 * below the fold loads as the reader approaches it, not with the page. Where the browser has no
 * IntersectionObserver, the content loads at once.
 */
export function useNearViewport<E extends Element>(margin = '300px'): [RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
