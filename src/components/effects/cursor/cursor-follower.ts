/** The cursor follower's constants. */
export const CURSOR_FOLLOWER = {
  /** Diameter in CSS pixels */
  size: 400,
  /** White at this opacity */
  opacity: 0.1,
  followDurationS: 0.8,
  ease: 'power2.out',
  zIndex: 9999,
  /** Starting offset on both axes, in CSS pixels */
  start: -200,
} as const;

/** Where the circle's top-left corner goes so that its centre sits on the pointer. */
export function followerOffset(pointer: number): number {
  return pointer - CURSOR_FOLLOWER.size / 2;
}
