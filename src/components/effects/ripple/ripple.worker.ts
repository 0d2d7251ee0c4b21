/// <reference lib="webworker" />
import { canvasPixelRatio, RIPPLE } from './ripple-config';
import { createRippleSurface, type RippleSurface } from './ripple-gl';
import type { FromRippleWorker, ToRippleWorker } from './ripple-protocol';

/**
 * The ripple background's worker: it runs the simulation and draws it on the canvas the page
 * transferred, every animation frame, so the page's main thread stays free. Until the first
 * press a ripple starts at the centre after 200 ms and then every 6 s; the water pauses while
 * the page is hidden. The page ends it with terminate().
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: FromRippleWorker) => scope.postMessage(message);

let surface: RippleSurface | undefined;
let pixelRatio = 1;
let size = { width: 0, height: 0 };
let hidden = false;
let idleInterval = 0;
let firstRipple = 0;

function stopIdleRipples() {
  clearTimeout(firstRipple);
  clearInterval(idleInterval);
}

function idleRipple() {
  if (!hidden) surface?.addRipple(size.width / 2, size.height / 2);
}

function start(message: Extract<ToRippleWorker, { type: 'start' }>) {
  try {
    surface = createRippleSurface(message.canvas, message.colour, () =>
      reply({ type: 'waterShown' }),
    );
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  const running = surface;
  message.canvas.addEventListener('webglcontextlost', () => {
    stopIdleRipples();
    running.stop();
    reply({ type: 'contextLost' });
  });
  pixelRatio = running.softwareRendered
    ? RIPPLE.software.pixelRatio
    : canvasPixelRatio(message.devicePixelRatio);
  size = { width: message.width, height: message.height };
  running.resize(size.width, size.height, pixelRatio);
  hidden = message.hidden;
  firstRipple = scope.setTimeout(() => {
    idleRipple();
    idleInterval = scope.setInterval(idleRipple, RIPPLE.idleRippleIntervalMs);
  }, RIPPLE.firstRippleDelayMs);
  if (!hidden) running.start();
}

scope.addEventListener('message', ({ data }: MessageEvent<ToRippleWorker>) => {
  if (data.type === 'start') return start(data);
  if (!surface) return;
  switch (data.type) {
    case 'resize':
      size = { width: data.width, height: data.height };
      surface.resize(size.width, size.height, pixelRatio);
      break;
    case 'press':
      stopIdleRipples();
      surface.addRipple(data.x, data.y);
      break;
    case 'visibility':
      hidden = data.hidden;
      if (hidden) surface.stop();
      else surface.start();
      break;
  }
});
