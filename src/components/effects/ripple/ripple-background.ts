import { baseColourOf, isOverlayControl } from './ripple-config';
import type { FromRippleWorker, ToRippleWorker } from './ripple-protocol';

/**
 * Runs the ripple background in `host` (a full-screen box) and returns its teardown. The
 * simulation and its drawing run in a worker on a canvas handed over with
 * transferControlToOffscreen(), so a CPU-rendered WebGL (no GPU) never holds the page's main
 * thread; this side only forwards the box's size, presses inside `pressArea` (except on the
 * overlay's buttons and links) and the page's visibility. The canvas shows once the worker has
 * put a frame of water on it (until then it is black); if it cannot (no OffscreenCanvas, no
 * WebGL2, the worker did not load), `onFailure` gets the error and the plain background behind
 * stays.
 */
export function startRippleBackground(
  host: HTMLElement,
  pressArea: HTMLElement,
  onFailure: (error: Error) => void,
): () => void {
  // A fresh canvas per run: a canvas whose control was transferred cannot be transferred again.
  const canvas = document.createElement('canvas');
  if (typeof canvas.transferControlToOffscreen !== 'function') {
    // Every browser with WebGL2 in workers has it (Chromium 69, Firefox 105, Safari 16.4): on an
    // older one the simulation would hold the main thread, so the plain background stays.
    throw new Error('This browser cannot draw a canvas off the main thread (no OffscreenCanvas)');
  }
  canvas.setAttribute('aria-hidden', 'true');
  canvas.className = 'absolute inset-0 block h-full w-full';
  canvas.hidden = true;
  host.append(canvas);

  const worker = new Worker(new URL('./ripple.worker.ts', import.meta.url), {
    type: 'module',
    name: 'ripple',
  });
  const send = (message: ToRippleWorker, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);

  const onPress = (event: PointerEvent) => {
    if (isOverlayControl(event.target)) return;
    const box = host.getBoundingClientRect();
    send({ type: 'press', x: event.clientX - box.left, y: event.clientY - box.top });
  };
  const onVisibility = () => send({ type: 'visibility', hidden: document.hidden });
  const resizeObserver = new ResizeObserver(() => {
    const box = host.getBoundingClientRect();
    send({ type: 'resize', width: box.width, height: box.height });
  });

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    worker.terminate();
    resizeObserver.disconnect();
    pressArea.removeEventListener('pointerdown', onPress);
    document.removeEventListener('visibilitychange', onVisibility);
    canvas.remove();
  };

  worker.addEventListener('message', ({ data }: MessageEvent<FromRippleWorker>) => {
    if (data.type === 'waterShown') {
      canvas.hidden = false;
    } else if (data.type === 'failed') {
      stop();
      onFailure(new Error(data.message));
    } else {
      // The GPU reset or reclaimed the context: show the plain background instead of a blank canvas.
      stop();
      console.warn('The ripple background lost its WebGL context; showing the plain background.');
    }
  });
  worker.addEventListener('error', (event) => {
    // Handled here: logged once as the ripple's failure, not again as the page's uncaught error.
    event.preventDefault();
    stop();
    onFailure(new Error(`The ripple worker did not run: ${event.message || 'it failed to load'}`));
  });

  const box = host.getBoundingClientRect();
  const offscreen = canvas.transferControlToOffscreen();
  send(
    {
      type: 'start',
      canvas: offscreen,
      width: box.width,
      height: box.height,
      devicePixelRatio: window.devicePixelRatio,
      colour: baseColourOf(host),
      hidden: document.hidden,
    },
    [offscreen],
  );
  resizeObserver.observe(host);
  pressArea.addEventListener('pointerdown', onPress);
  document.addEventListener('visibilitychange', onVisibility);
  return stop;
}
