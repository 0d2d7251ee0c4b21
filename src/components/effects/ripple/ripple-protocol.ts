/**
 * The messages between the page and the ripple's worker. The page only forwards what happens to
 * it (its size, presses, visibility); the worker owns the simulation, its timers and the drawing.
 */

/** From the page to the worker. Sizes and points are CSS pixels of the ripple's box. */
export type ToRippleWorker =
  | {
      type: 'start';
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      devicePixelRatio: number;
      /** The water's colour at rest as GL channels (a worker cannot read the page's CSS). */
      colour: [number, number, number];
      hidden: boolean;
    }
  | { type: 'resize'; width: number; height: number }
  | { type: 'press'; x: number; y: number }
  | { type: 'visibility'; hidden: boolean };

/** From the worker to the page. `waterShown`: a frame of water is on the canvas (show it now). */
export type FromRippleWorker =
  { type: 'waterShown' } | { type: 'failed'; message: string } | { type: 'contextLost' };
