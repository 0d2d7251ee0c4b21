/** The water-ripple background's constants and its small pure helpers. */

export const RIPPLE = {
  /** Canvas resolution follows the device pixel ratio up to this cap. */
  maxPixelRatio: 2,
  /** Ripple radius as a share of the canvas width */
  radius: 0.02,
  /** Height a ripple adds at its centre */
  strength: 2,
  /** How strongly each cell is pulled toward the average of its neighbours per step (wave speed) */
  step: 1.4,
  /** Per-step loss of vertical velocity */
  velocityDamping: 0.005,
  /** Per-step pull of the surface back toward rest */
  heightDamping: 0.002,
  /** Share of the field's energy kept each step */
  retention: 0.999,
  /** How far the surface's slope shifts the light pattern underneath */
  refraction: 0.3,
  specularExponent: 60,
  specularIntensity: 1.5,
  /** Dark teal: the canvas colour at rest, and the page background when WebGL cannot start */
  baseColour: '#025c55',
  /** Until the first press, a ripple starts at the centre after this delay… */
  firstRippleDelayMs: 200,
  /** …and again at this interval (our use of the spec's unexplained 6000), so the surface never goes flat. */
  idleRippleIntervalMs: 6000,
  /** The simulation grid's longer side, in cells; the picture is drawn at full canvas resolution. */
  simulationMaxCells: 512,
  /**
   * Without a GPU (a software renderer such as SwiftShader or llvmpipe) every pixel is shaded on
   * the CPU, which a phone-class processor cannot keep up with at full resolution: the canvas is
   * drawn at half a CSS pixel per pixel and stretched, and the grid is a quarter of the cells.
   */
  software: { pixelRatio: 0.5, simulationMaxCells: 256 },
} as const;

/** Canvas pixels per CSS pixel. */
export function canvasPixelRatio(devicePixelRatio: number): number {
  return Math.min(devicePixelRatio > 0 ? devicePixelRatio : 1, RIPPLE.maxPixelRatio);
}

/** Simulation grid for a canvas of the given CSS size: same aspect ratio, longer side at most `maxCells`. */
export function simulationSize(
  cssWidth: number,
  cssHeight: number,
  maxCells: number = RIPPLE.simulationMaxCells,
): { width: number; height: number } {
  const longer = Math.max(cssWidth, cssHeight, 1);
  const scale = Math.min(1, maxCells / longer);
  return {
    width: Math.max(1, Math.round(cssWidth * scale)),
    height: Math.max(1, Math.round(cssHeight * scale)),
  };
}

/** Whether a WebGL renderer name is a CPU rasteriser rather than a GPU. */
export function isSoftwareRenderer(rendererName: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(rendererName);
}

/** '#rrggbb' as three 0–1 channels. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [match[1]!, match[2]!, match[3]!].map((channel) => parseInt(channel, 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** A press on a control of the overlay (a button or a link) does not disturb the water. */
export function isOverlayControl(target: EventTarget | null): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return Boolean(
    element?.closest?.('a[href], button, [role="button"], input, select, textarea, label'),
  );
}

/** A press position in CSS pixels inside the canvas, as 0–1 texture coordinates (y up). */
export function pressToTexture(
  x: number,
  y: number,
  width: number,
  height: number,
): [number, number] {
  return [width > 0 ? x / width : 0.5, height > 0 ? 1 - y / height : 0.5];
}
