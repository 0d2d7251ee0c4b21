// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  canvasPixelRatio,
  hexToRgb,
  isOverlayControl,
  isSoftwareRenderer,
  pressToTexture,
  RIPPLE,
  simulationSize,
} from './ripple-config';

describe('ripple constants', () => {
  it('match the spec', () => {
    expect(RIPPLE.maxPixelRatio).toBe(2);
    expect(RIPPLE.radius).toBe(0.02);
    expect(RIPPLE.strength).toBe(2);
    expect(RIPPLE.step).toBe(1.4);
    expect([RIPPLE.velocityDamping, RIPPLE.heightDamping, RIPPLE.retention]).toEqual([
      0.005, 0.002, 0.999,
    ]);
    expect(RIPPLE.refraction).toBe(0.3);
    expect(RIPPLE.specularExponent).toBe(60);
    expect(RIPPLE.specularIntensity).toBe(1.5);
    expect(RIPPLE.baseColour).toBe('#025c55');
    expect(RIPPLE.firstRippleDelayMs).toBe(200);
  });
});

describe('ripple helpers', () => {
  it('caps the canvas pixel ratio at 2', () => {
    expect(canvasPixelRatio(1)).toBe(1);
    expect(canvasPixelRatio(1.5)).toBe(1.5);
    expect(canvasPixelRatio(3)).toBe(2);
    expect(canvasPixelRatio(0)).toBe(1);
  });

  it('keeps the simulation grid at most 512 cells on its longer side, with the canvas aspect', () => {
    expect(simulationSize(1366, 900)).toEqual({ width: 512, height: 337 });
    expect(simulationSize(390, 844)).toEqual({ width: 237, height: 512 });
    expect(simulationSize(300, 200)).toEqual({ width: 300, height: 200 });
    expect(simulationSize(0, 0)).toEqual({ width: 1, height: 1 });
  });

  it('gives a CPU-rendered canvas a coarser grid', () => {
    expect(simulationSize(390, 844, RIPPLE.software.simulationMaxCells)).toEqual({
      width: 118,
      height: 256,
    });
  });

  it('tells software renderers from GPUs by their renderer name', () => {
    expect(
      isSoftwareRenderer(
        'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      ),
    ).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11)')).toBe(
      true,
    );
    expect(
      isSoftwareRenderer('ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)'),
    ).toBe(false);
    expect(isSoftwareRenderer('Adreno (TM) 640')).toBe(false);
  });

  it('turns the base colour into GL channels', () => {
    const [r, g, b] = hexToRgb('#025c55');
    expect(r).toBeCloseTo(2 / 255);
    expect(g).toBeCloseTo(92 / 255);
    expect(b).toBeCloseTo(85 / 255);
    expect(() => hexToRgb('teal')).toThrow();
  });

  it('maps a press to texture coordinates with y pointing up', () => {
    expect(pressToTexture(0, 0, 800, 600)).toEqual([0, 1]);
    expect(pressToTexture(400, 600, 800, 600)).toEqual([0.5, 0]);
  });

  it('adds no ripple for presses on the overlay’s buttons and links, one everywhere else', () => {
    document.body.innerHTML =
      '<div id="stage"><p id="text">Words</p><button id="next"><span id="label">NEXT</span></button><a id="more" href="/x">Learn More</a></div>';
    expect(isOverlayControl(document.getElementById('label'))).toBe(true);
    expect(isOverlayControl(document.getElementById('next'))).toBe(true);
    expect(isOverlayControl(document.getElementById('more'))).toBe(true);
    expect(isOverlayControl(document.getElementById('text'))).toBe(false);
    expect(isOverlayControl(document.getElementById('stage'))).toBe(false);
    expect(isOverlayControl(null)).toBe(false);
  });
});
