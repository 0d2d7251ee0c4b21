// The process's connection to the shared Redis (REDIS_URL): the one module that talks to it.
// Several instances of the site share their data cache, page cache, revalidations and rate
// limits through it. Without REDIS_URL every caller gets null and keeps its state in process.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { onShutdown } from './lifecycle.mjs';

// Kept on globalThis: Next.js bundles route code separately from this server, so a module
// variable would give each bundle its own connection.
const holderKey = Symbol.for('wasla.redis');
const RECONNECT_MAX_DELAY_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;

function options() {
  return {
    // While Redis is down a command fails at once instead of waiting in a queue: callers
    // fall back to this instance's own state rather than hold a visitor's request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Keep trying for as long as the process lives; the shared state returns with Redis.
    retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_DELAY_MS),
  };
}

/** Logs each outage once, when it starts and when it ends, not every reconnection attempt. */
function watch(client, role) {
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    console.error(`Redis (${role}) unavailable: ${error.message}; using this instance's own state`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    console.error(`Redis (${role}) reachable again`);
  });
  return client;
}

function holder() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  if (!globalThis[holderKey]) {
    const commands = watch(new Redis(url, options()), 'commands');
    const state = { commands, subscriber: null };
    globalThis[holderKey] = state;
    onShutdown('redis', async () => {
      await Promise.all(
        [state.commands, state.subscriber]
          .filter(Boolean)
          .map((client) => client.quit().catch(() => client.disconnect())),
      );
    });
  }
  return globalThis[holderKey];
}

/** The shared Redis client for commands, or null when REDIS_URL is unset. */
export function sharedRedis() {
  return holder()?.commands ?? null;
}

/** True while the shared Redis answers commands (a client exists and is connected). */
export function redisReady(client) {
  return client?.status === 'ready';
}

/**
 * Calls `listener(message)` for every message published on `channel` by any instance, and
 * `onReconnect()` each time the subscription is re-established after a loss (messages sent
 * meanwhile were missed). Returns false when REDIS_URL is unset.
 */
export function subscribe(channel, listener, onReconnect = () => {}) {
  const state = holder();
  if (!state) return false;
  if (!state.subscriber) {
    // A subscribed connection can do nothing else, so it is a second one.
    state.subscriber = watch(state.commands.duplicate({ enableOfflineQueue: true }), 'subscriber');
    state.listeners = new Map();
    state.reconnectListeners = new Set();
    let connectedBefore = false;
    state.subscriber.on('ready', () => {
      if (connectedBefore) for (const callback of state.reconnectListeners) callback();
      connectedBefore = true;
    });
    state.subscriber.on('message', (from, message) => {
      for (const callback of state.listeners.get(from) ?? []) callback(message);
    });
  }
  if (!state.listeners.has(channel)) {
    state.listeners.set(channel, new Set());
    state.subscriber.subscribe(channel).catch(() => {});
  }
  state.listeners.get(channel).add(listener);
  state.reconnectListeners.add(onReconnect);
  return true;
}

let buildId;
/**
 * The running build's id. Cached pages and data are kept per build: another build's pages
 * name other scripts, and its data may have another shape.
 */
export function currentBuildId() {
  buildId ??= readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  return buildId;
}

/** JSON in which Buffers (page bodies, RSC payloads) and Maps survive the trip through Redis. */
export function encodeForRedis(value) {
  return JSON.stringify(value, function replace(key, plain) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return plain;
  });
}

export function decodeFromRedis(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}
