/**
 * Which way the inline axis runs on screen. Styles follow `dir` by themselves (logical CSS), but
 * pointer coordinates, transforms written in pixels and the left/right arrow keys are physical:
 * code that maps them onto "forward" and "back" multiplies by this sign.
 */
export type InlineSign = 1 | -1;

/** 1 where text runs left to right, -1 where it runs right to left (an ancestor's `dir="rtl"`). */
export function inlineSign(element: Element): InlineSign {
  return getComputedStyle(element).direction === 'rtl' ? -1 : 1;
}

/**
 * The step along the inline axis a left/right arrow key means: the arrow pointing where the next
 * item lies goes forward (→ in left-to-right pages, ← in right-to-left ones); other keys: null.
 */
export function inlineArrowStep(key: string, sign: InlineSign): InlineSign | null {
  if (key === 'ArrowRight') return sign;
  if (key === 'ArrowLeft') return sign === 1 ? -1 : 1;
  return null;
}
