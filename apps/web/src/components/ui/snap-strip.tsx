import { useCallback, useRef, useState, type UIEvent } from 'react';

/**
 * A horizontal CSS scroll-snap strip of full-width pages (`.snap-strip` in components.css), swiped
 * by the browser itself instead of a gesture library (issue #14 item 11): the index of the page in
 * view, kept from the strip's scroll position, and a way to bring a page into view.
 */
export function useSnapStrip(count: number) {
  const stripRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const strip = event.currentTarget;
      if (strip.clientWidth === 0) return;
      const index = Math.round(strip.scrollLeft / strip.clientWidth);
      if (index >= 0 && index < count) setCurrent(index);
    },
    [count],
  );

  /** Scrolls to page `index` (wrapping at both ends), smoothly unless motion is to be reduced. */
  const show = useCallback(
    (index: number) => {
      const strip = stripRef.current;
      if (!strip || count === 0) return;
      const target = ((index % count) + count) % count;
      const left = target * strip.clientWidth;
      if (typeof strip.scrollTo === 'function')
        strip.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      else strip.scrollLeft = left;
      setCurrent(target);
    },
    [count],
  );

  return { stripRef, current, onScroll, show };
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Which page of a strip is in view, as dots: decorative, the pages' own content says it. */
export function SnapDots({
  count,
  current,
  className,
}: {
  count: number;
  current: number;
  className?: string;
}) {
  return (
    <div className={className ? `snap-dots ${className}` : 'snap-dots'} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={
            index === current ? 'snap-dots__dot snap-dots__dot--current' : 'snap-dots__dot'
          }
        />
      ))}
    </div>
  );
}
