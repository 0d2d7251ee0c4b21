import { isSoftwareRenderer, pressToTexture, RIPPLE, simulationSize } from './ripple-config';

/**
 * A water-ripple simulation in a small raw WebGL2 program (no 3D library). The water is a
 * height/velocity field in two half-float textures that take turns as source and target:
 * each frame applies the pending ripples, runs one wave step, then draws the surface with
 * refraction of a soft pool of light and a specular highlight.
 */
export interface RippleSurface {
  /** True when the browser shades on the CPU (no GPU): the caller draws at a lower resolution. */
  readonly softwareRendered: boolean;
  /** Adds a ripple at a point in CSS pixels from the canvas's top-left corner. */
  addRipple(x: number, y: number): void;
  /** Sizes the canvas to its CSS box; a new grid size starts the water again from rest. */
  resize(cssWidth: number, cssHeight: number, pixelRatio: number): void;
  start(): void;
  stop(): void;
  /** Stops and frees every GPU resource, then releases the context. */
  dispose(): void;
}

const vertexShader = `#version 300 es
in vec2 position;
out vec2 uv;
void main() {
  uv = position * 0.5 + 0.5;
  gl_Position = vec4(position, 0.0, 1.0);
}`;

const header = `#version 300 es
precision highp float;
uniform sampler2D water;
in vec2 uv;
out vec4 result;
`;

const dropShader = `${header}
uniform vec2 centre;
uniform float radius;
uniform float strength;
uniform float aspect;
const float PI = 3.141592653589793;
void main() {
  vec4 cell = texture(water, uv);
  float reach = max(0.0, 1.0 - length((uv - centre) * vec2(1.0, aspect)) / radius);
  cell.r += (0.5 - cos(reach * PI) * 0.5) * strength;
  result = cell;
}`;

const stepShader = `${header}
uniform vec2 cellSize;
uniform float stepFactor;
uniform vec3 damping;
void main() {
  vec4 cell = texture(water, uv);
  float average = (
    texture(water, uv - vec2(cellSize.x, 0.0)).r +
    texture(water, uv + vec2(cellSize.x, 0.0)).r +
    texture(water, uv - vec2(0.0, cellSize.y)).r +
    texture(water, uv + vec2(0.0, cellSize.y)).r
  ) * 0.25;
  float velocity = (cell.g + (average - cell.r) * stepFactor) * (1.0 - damping.x);
  float height = (cell.r + velocity) * (1.0 - damping.y);
  result = vec4(height * damping.z, velocity * damping.z, 0.0, 1.0);
}`;

const drawShader = `${header}
uniform vec2 cellSize;
uniform vec3 baseColour;
uniform float refraction;
uniform float specularExponent;
uniform float specularIntensity;
uniform float aspect;
vec3 poolOfLight(vec2 point) {
  float glow = 1.0 - smoothstep(0.0, 0.85, length((point - vec2(0.5, 0.58)) * vec2(1.0, aspect)));
  return baseColour * (0.82 + 0.32 * glow);
}
void main() {
  float left = texture(water, uv - vec2(cellSize.x, 0.0)).r;
  float right = texture(water, uv + vec2(cellSize.x, 0.0)).r;
  float below = texture(water, uv - vec2(0.0, cellSize.y)).r;
  float above = texture(water, uv + vec2(0.0, cellSize.y)).r;
  vec3 normal = normalize(vec3(left - right, below - above, 1.0));
  vec3 colour = poolOfLight(uv + normal.xy * refraction);
  vec3 halfway = normalize(normalize(vec3(-1.0, 1.0, 0.7)) + vec3(0.0, 0.0, 1.0));
  float specular = pow(max(dot(normal, halfway), 0.0), specularExponent) * specularIntensity;
  result = vec4(colour + vec3(specular), 1.0);
}`;

interface Program {
  program: WebGLProgram;
  uniform(name: string): WebGLUniformLocation | null;
}

interface WaterBuffer {
  texture: WebGLTexture;
  framebuffer: WebGLFramebuffer;
}

/**
 * Starts WebGL2 on `canvas` (an OffscreenCanvas in the ripple's worker) with the water's colour at
 * rest as GL channels. Throws when WebGL2 or rendering to half floats is not available.
 * `onWaterShown` is called once, when a frame with water on it has been put on the screen: until
 * then the canvas (a context without alpha) shows black.
 */
export function createRippleSurface(
  canvas: OffscreenCanvas | HTMLCanvasElement,
  colour: readonly [number, number, number],
  onWaterShown: () => void,
): RippleSurface {
  const gl = canvas.getContext('webgl2', {
    alpha: false,
    antialias: false,
    depth: false,
    stencil: false,
    premultipliedAlpha: false,
    powerPreference: 'low-power',
  });
  if (!(gl instanceof WebGL2RenderingContext)) throw new Error('WebGL2 is not available');
  if (
    !gl.getExtension('EXT_color_buffer_float') &&
    !gl.getExtension('EXT_color_buffer_half_float')
  ) {
    throw new Error('This GPU cannot render to floating-point textures');
  }
  const context: WebGL2RenderingContext = gl;
  // Chromium reports 'WebKit WebGL' as RENDERER; the real rasteriser's name is behind this extension.
  const rendererInfo = context.getExtension('WEBGL_debug_renderer_info');
  const softwareRendered = isSoftwareRenderer(
    String(
      context.getParameter(
        rendererInfo ? rendererInfo.UNMASKED_RENDERER_WEBGL : context.RENDERER,
      ) ?? '',
    ),
  );

  const programs: WebGLProgram[] = [];
  function compile(fragmentSource: string): Program {
    const program = context.createProgram();
    programs.push(program);
    for (const [type, source] of [
      [context.VERTEX_SHADER, vertexShader],
      [context.FRAGMENT_SHADER, fragmentSource],
    ] as const) {
      const shader = context.createShader(type);
      if (!shader) throw new Error('Could not create a shader');
      context.shaderSource(shader, source);
      context.compileShader(shader);
      if (!context.getShaderParameter(shader, context.COMPILE_STATUS)) {
        const log = context.getShaderInfoLog(shader);
        context.deleteShader(shader);
        throw new Error(`Shader did not compile: ${log ?? 'no log'}`);
      }
      context.attachShader(program, shader);
      // Flagged for deletion now; freed with the program.
      context.deleteShader(shader);
    }
    context.bindAttribLocation(program, 0, 'position');
    context.linkProgram(program);
    if (!context.getProgramParameter(program, context.LINK_STATUS)) {
      throw new Error(
        `Shader program did not link: ${context.getProgramInfoLog(program) ?? 'no log'}`,
      );
    }
    const locations = new Map<string, WebGLUniformLocation | null>();
    return {
      program,
      uniform(name) {
        if (!locations.has(name)) locations.set(name, context.getUniformLocation(program, name));
        return locations.get(name) ?? null;
      },
    };
  }

  let buffer: WebGLBuffer | null = null;
  let vertexArray: WebGLVertexArrayObject | null = null;
  let water: WaterBuffer[] = [];
  let frame = 0;
  let framesDrawn = 0;
  let disposed = false;
  let grid = { width: 0, height: 0 };
  const pending: [number, number][] = [];
  const cssSize = { width: 0, height: 0 };

  function freeWater() {
    for (const { texture, framebuffer } of water) {
      context.deleteFramebuffer(framebuffer);
      context.deleteTexture(texture);
    }
    water = [];
  }

  function dispose() {
    if (disposed) return;
    disposed = true;
    cancelAnimationFrame(frame);
    freeWater();
    programs.forEach((program) => context.deleteProgram(program));
    context.deleteBuffer(buffer);
    context.deleteVertexArray(vertexArray);
    context.getExtension('WEBGL_lose_context')?.loseContext();
  }

  try {
    const drop = compile(dropShader);
    const step = compile(stepShader);
    const draw = compile(drawShader);

    buffer = context.createBuffer();
    vertexArray = context.createVertexArray();
    context.bindVertexArray(vertexArray);
    context.bindBuffer(context.ARRAY_BUFFER, buffer);
    // One triangle that covers the whole viewport.
    context.bufferData(
      context.ARRAY_BUFFER,
      new Float32Array([-1, -1, 3, -1, -1, 3]),
      context.STATIC_DRAW,
    );
    context.enableVertexAttribArray(0);
    context.vertexAttribPointer(0, 2, context.FLOAT, false, 0, 0);

    const createWater = (width: number, height: number): WaterBuffer => {
      const texture = context.createTexture();
      context.bindTexture(context.TEXTURE_2D, texture);
      // Half floats are filterable in WebGL2, so the grid is drawn smoothly at any canvas size.
      context.texImage2D(
        context.TEXTURE_2D,
        0,
        context.RGBA16F,
        width,
        height,
        0,
        context.RGBA,
        context.HALF_FLOAT,
        null,
      );
      context.texParameteri(context.TEXTURE_2D, context.TEXTURE_MIN_FILTER, context.LINEAR);
      context.texParameteri(context.TEXTURE_2D, context.TEXTURE_MAG_FILTER, context.LINEAR);
      context.texParameteri(context.TEXTURE_2D, context.TEXTURE_WRAP_S, context.CLAMP_TO_EDGE);
      context.texParameteri(context.TEXTURE_2D, context.TEXTURE_WRAP_T, context.CLAMP_TO_EDGE);
      const framebuffer = context.createFramebuffer();
      context.bindFramebuffer(context.FRAMEBUFFER, framebuffer);
      context.framebufferTexture2D(
        context.FRAMEBUFFER,
        context.COLOR_ATTACHMENT0,
        context.TEXTURE_2D,
        texture,
        0,
      );
      const status = context.checkFramebufferStatus(context.FRAMEBUFFER);
      context.bindFramebuffer(context.FRAMEBUFFER, null);
      if (status !== context.FRAMEBUFFER_COMPLETE) {
        context.deleteFramebuffer(framebuffer);
        context.deleteTexture(texture);
        throw new Error(`The water texture cannot be rendered to (status ${status})`);
      }
      return { texture, framebuffer };
    };

    const resize = (cssWidth: number, cssHeight: number, pixelRatio: number) => {
      if (disposed) return;
      cssSize.width = cssWidth;
      cssSize.height = cssHeight;
      canvas.width = Math.max(1, Math.round(cssWidth * pixelRatio));
      canvas.height = Math.max(1, Math.round(cssHeight * pixelRatio));
      const next = simulationSize(
        cssWidth,
        cssHeight,
        softwareRendered ? RIPPLE.software.simulationMaxCells : RIPPLE.simulationMaxCells,
      );
      if (next.width === grid.width && next.height === grid.height && water.length === 2) return;
      freeWater();
      grid = next;
      water = [createWater(grid.width, grid.height), createWater(grid.width, grid.height)];
    };

    /** Runs a program over the whole grid from the current water into the other buffer, then swaps them. */
    const simulate = (program: Program, setUniforms: () => void) => {
      const [source, target] = water as [WaterBuffer, WaterBuffer];
      context.bindFramebuffer(context.FRAMEBUFFER, target.framebuffer);
      context.viewport(0, 0, grid.width, grid.height);
      context.useProgram(program.program);
      context.activeTexture(context.TEXTURE0);
      context.bindTexture(context.TEXTURE_2D, source.texture);
      context.uniform1i(program.uniform('water'), 0);
      setUniforms();
      context.drawArrays(context.TRIANGLES, 0, 3);
      water = [target, source];
    };

    const aspect = () => (cssSize.width > 0 ? cssSize.height / cssSize.width : 1);

    const render = () => {
      frame = requestAnimationFrame(render);
      if (water.length !== 2) return;
      // A frame is put on the screen when its callback returns: the second draw follows the first's.
      if (++framesDrawn === 2) onWaterShown();
      for (const [u, v] of pending.splice(0)) {
        simulate(drop, () => {
          context.uniform2f(drop.uniform('centre'), u, v);
          context.uniform1f(drop.uniform('radius'), RIPPLE.radius);
          context.uniform1f(drop.uniform('strength'), RIPPLE.strength);
          context.uniform1f(drop.uniform('aspect'), aspect());
        });
      }
      simulate(step, () => {
        context.uniform2f(step.uniform('cellSize'), 1 / grid.width, 1 / grid.height);
        context.uniform1f(step.uniform('stepFactor'), RIPPLE.step);
        context.uniform3f(
          step.uniform('damping'),
          RIPPLE.velocityDamping,
          RIPPLE.heightDamping,
          RIPPLE.retention,
        );
      });
      context.bindFramebuffer(context.FRAMEBUFFER, null);
      context.viewport(0, 0, canvas.width, canvas.height);
      context.useProgram(draw.program);
      context.bindTexture(context.TEXTURE_2D, water[0]!.texture);
      context.uniform1i(draw.uniform('water'), 0);
      context.uniform2f(draw.uniform('cellSize'), 1 / grid.width, 1 / grid.height);
      context.uniform3f(draw.uniform('baseColour'), ...colour);
      context.uniform1f(draw.uniform('refraction'), RIPPLE.refraction);
      context.uniform1f(draw.uniform('specularExponent'), RIPPLE.specularExponent);
      context.uniform1f(draw.uniform('specularIntensity'), RIPPLE.specularIntensity);
      context.uniform1f(draw.uniform('aspect'), aspect());
      context.drawArrays(context.TRIANGLES, 0, 3);
    };

    return {
      softwareRendered,
      addRipple(x, y) {
        if (!disposed) pending.push(pressToTexture(x, y, cssSize.width, cssSize.height));
      },
      resize,
      start() {
        if (disposed || frame) return;
        frame = requestAnimationFrame(render);
      },
      stop() {
        cancelAnimationFrame(frame);
        frame = 0;
      },
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
