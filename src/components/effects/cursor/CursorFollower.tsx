'use client';

import { gsap } from 'gsap';
import { useEffect, useRef } from 'react';
import { finePointerQuery, useMediaQuery, useReducedMotion } from '../use-media-query';
import { CURSOR_FOLLOWER, followerOffset } from './cursor-follower';

/**
 * A soft translucent circle that trails the mouse pointer. Absent on touch-only devices and
 * with reduced motion; it never takes pointer events.
 */
export function CursorFollower() {
  const hasFinePointer = useMediaQuery(finePointerQuery);
  const reducedMotion = useReducedMotion();
  if (!hasFinePointer || reducedMotion) return null;
  return <FollowerCircle />;
}

function FollowerCircle() {
  const circleRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const circle = circleRef.current;
    if (!circle) return;
    gsap.set(circle, { x: CURSOR_FOLLOWER.start, y: CURSOR_FOLLOWER.start });
    const options = { duration: CURSOR_FOLLOWER.followDurationS, ease: CURSOR_FOLLOWER.ease };
    const moveX = gsap.quickTo(circle, 'x', options);
    const moveY = gsap.quickTo(circle, 'y', options);
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      moveX(followerOffset(event.clientX));
      moveY(followerOffset(event.clientY));
    };
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onPointerMove);
      gsap.killTweensOf(circle);
    };
  }, []);

  return (
    <div
      ref={circleRef}
      aria-hidden="true"
      data-testid="cursor-follower"
      // eslint-disable-next-line logical/in-source -- physical on purpose: the circle follows clientX/clientY, which do not flip in right-to-left pages.
      className="pointer-events-none fixed left-0 top-0 rounded-full bg-white"
      style={{
        width: CURSOR_FOLLOWER.size,
        height: CURSOR_FOLLOWER.size,
        opacity: CURSOR_FOLLOWER.opacity,
        zIndex: CURSOR_FOLLOWER.zIndex,
        transform: `translate(${CURSOR_FOLLOWER.start}px, ${CURSOR_FOLLOWER.start}px)`,
      }}
    />
  );
}
