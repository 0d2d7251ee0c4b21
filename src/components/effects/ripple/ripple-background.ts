import { canvasPixelRatio, isOverlayControl, RIPPLE } from './ripple-config';
import { createRippleSurface } from './ripple-gl';

/**
 * Runs the ripple background in `host` (a full-screen box) and returns its teardown. Presses
 * inside `pressArea` add ripples, except on the overlay's buttons and links; until the first
 * such press a ripple starts at the centre after 200 ms and then every 6 s. The simulation
 * pauses while the tab is hidden. Throws when WebGL2 cannot start, before touching the page.
 */
export function startRippleBackground(host: HTMLElement, pressArea: HTMLElement): () => void {
  // A fresh canvas per run: a canvas whose context was released cannot give a new one.
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.className = 'absolute inset-0 block h-full w-full';
  const surface = createRippleSurface(canvas);
  host.append(canvas);

  const pixelRatio = surface.softwareRendered
    ? RIPPLE.software.pixelRatio
    : canvasPixelRatio(window.devicePixelRatio);
  const fit = () => {
    const box = host.getBoundingClientRect();
    surface.resize(box.width, box.height, pixelRatio);
  };
  fit();
  const resizeObserver = new ResizeObserver(fit);
  resizeObserver.observe(host);

  let idleInterval = 0;
  const idleRipple = () => {
    if (document.hidden) return;
    const box = host.getBoundingClientRect();
    surface.addRipple(box.width / 2, box.height / 2);
  };
  const firstRipple = window.setTimeout(() => {
    idleRipple();
    idleInterval = window.setInterval(idleRipple, RIPPLE.idleRippleIntervalMs);
  }, RIPPLE.firstRippleDelayMs);
  const stopIdleRipples = () => {
    window.clearTimeout(firstRipple);
    window.clearInterval(idleInterval);
  };

  const onPress = (event: PointerEvent) => {
    if (isOverlayControl(event.target)) return;
    stopIdleRipples();
    const box = canvas.getBoundingClientRect();
    surface.addRipple(event.clientX - box.left, event.clientY - box.top);
  };
  const onVisibility = () => (document.hidden ? surface.stop() : surface.start());
  const onContextLost = () => {
    // The GPU reset or reclaimed the context: show the plain background instead of a blank canvas.
    surface.stop();
    canvas.hidden = true;
    console.warn('The ripple background lost its WebGL context; showing the plain background.');
  };

  pressArea.addEventListener('pointerdown', onPress);
  document.addEventListener('visibilitychange', onVisibility);
  canvas.addEventListener('webglcontextlost', onContextLost);
  if (!document.hidden) surface.start();

  return () => {
    stopIdleRipples();
    resizeObserver.disconnect();
    pressArea.removeEventListener('pointerdown', onPress);
    document.removeEventListener('visibilitychange', onVisibility);
    canvas.removeEventListener('webglcontextlost', onContextLost);
    surface.dispose();
    canvas.remove();
  };
}
