import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A ref callback that calls `onVisible` whenever the element scrolls into view (infinite scroll: the
 * last card). Without IntersectionObserver (very old browsers, tests) nothing is observed.
 */
export function useOnVisible(onVisible: () => void, rootMargin = '0px') {
  const callback = useRef(onVisible);
  // Kept current as the page commits, not after it paints (Preact runs effects a frame later, ADR 094):
  // the card can come into view in between.
  useLayoutEffect(() => {
    callback.current = onVisible;
  });
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback(
    (node: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) callback.current();
        },
        { rootMargin },
      );
      observer.current.observe(node);
    },
    [rootMargin],
  );
}
