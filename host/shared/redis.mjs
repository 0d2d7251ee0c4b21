// The process's connection to the shared Redis (REDIS_URL): the one module that talks to it.
// Several instances of the site share their data cache, page cache, revalidations and rate
// limits through it. Without REDIS_URL every caller gets null and keeps its state in process.
//
// Redis is not trusted with what it serves: every cached value is written sealed (an
// HMAC-SHA256 of its key and its text under a key derived from AUTH_SECRET, which every
// instance shares), and a value whose seal does not match is read as absent. Whoever can
// write to Redis can so drop or age entries, never put a page or data of their own in front
// of a visitor.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { hostConfig } from './config.mjs';
import { onShutdown } from './lifecycle.mjs';
import { processSingleton } from './process-singleton.mjs';

const RECONNECT_MAX_DELAY_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;

/** @returns {import('ioredis').RedisOptions} */
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

/**
 * Logs each outage once, when it starts and when it ends, not every reconnection attempt.
 * @param {Redis} client
 * @param {string} role
 */
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

/**
 * @typedef {object} Subscriptions
 * @property {Redis} connection a subscribed connection can do nothing else, so it is a second one
 * @property {Map<string, Set<(message: string) => void>>} listeners per channel
 * @property {Set<() => void>} onReconnect
 */

/** @returns {{ commands: Redis, subscriptions: Subscriptions | null } | null} */
function holder() {
  return processSingleton('redis', () => {
    const url = hostConfig().REDIS_URL;
    if (!url) return null;
    /** @type {{ commands: Redis, subscriptions: Subscriptions | null }} */
    const state = { commands: watch(new Redis(url, options()), 'commands'), subscriptions: null };
    onShutdown('redis', async () => {
      await Promise.all(
        [state.commands, state.subscriptions?.connection]
          .filter((client) => client !== undefined)
          .map((client) => client.quit().catch(() => client.disconnect())),
      );
    });
    return state;
  });
}

/** The shared Redis client for commands, or null when REDIS_URL is unset. */
export function sharedRedis() {
  return holder()?.commands ?? null;
}

/**
 * True while the shared Redis answers commands (a client exists and is connected).
 * @param {Redis | null} client
 * @returns {boolean}
 */
export function redisReady(client) {
  return client?.status === 'ready';
}

/**
 * Calls `listener(message)` for every message published on `channel` by any instance, and
 * `onReconnect()` each time the subscription is re-established after a loss (messages sent
 * meanwhile were missed). Returns false when REDIS_URL is unset.
 * @param {string} channel
 * @param {(message: string) => void} listener
 * @param {() => void} [onReconnect]
 */
export function subscribe(channel, listener, onReconnect = () => {}) {
  const state = holder();
  if (!state) return false;
  state.subscriptions ??= openSubscriptions(state.commands);
  const { connection, listeners } = state.subscriptions;
  let channelListeners = listeners.get(channel);
  if (!channelListeners) {
    listeners.set(channel, (channelListeners = new Set()));
    connection.subscribe(channel).catch(() => {});
  }
  channelListeners.add(listener);
  state.subscriptions.onReconnect.add(onReconnect);
  return true;
}

/**
 * @param {Redis} commands
 * @returns {Subscriptions}
 */
function openSubscriptions(commands) {
  /** @type {Subscriptions} */
  const subscriptions = {
    connection: watch(commands.duplicate({ enableOfflineQueue: true }), 'subscriber'),
    listeners: new Map(),
    onReconnect: new Set(),
  };
  let connectedBefore = false;
  subscriptions.connection.on('ready', () => {
    if (connectedBefore) for (const callback of subscriptions.onReconnect) callback();
    connectedBefore = true;
  });
  subscriptions.connection.on('message', (from, message) => {
    for (const callback of subscriptions.listeners.get(from) ?? []) callback(message);
  });
  return subscriptions;
}

/** @type {string | undefined} */
let buildId;
/**
 * The running build's id. Cached pages and data are kept per build: another build's pages
 * name other scripts, and its data may have another shape.
 */
export function currentBuildId() {
  buildId ??= readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  return buildId;
}

/**
 * JSON in which Buffers (page bodies, RSC payloads) and Maps survive the trip through Redis.
 * @param {unknown} value
 */
function encode(value) {
  return JSON.stringify(value, function replace(key, plain) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return plain;
  });
}

/** @param {string} text */
function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

const SEAL_VERSION = 'w1';
const SEAL_LENGTH = 43; // an HMAC-SHA256 in base64url

/**
 * The key of the seals: every instance derives the same one from AUTH_SECRET (the
 * configuration requires it with REDIS_URL); without it, one made for this process.
 * @returns {Uint8Array}
 */
function sealKey() {
  return processSingleton('redisSealKey', () => {
    const secret = hostConfig().AUTH_SECRET;
    return secret
      ? createHmac('sha256', secret).update('wasla redis values').digest()
      : randomBytes(32);
  });
}

/**
 * @param {string} redisKey
 * @param {string} text
 */
const seal = (redisKey, text) =>
  createHmac('sha256', sealKey()).update(`${redisKey}\n${text}`).digest('base64url');

/**
 * `value` as this site writes it to Redis under `redisKey`: sealed, so no other key's value
 * and nothing written by anyone else passes for it.
 * @param {string} redisKey
 * @param {unknown} value
 */
export function sealForRedis(redisKey, value) {
  const text = encode(value);
  return `${SEAL_VERSION}.${seal(redisKey, text)}.${text}`;
}

let refusedBefore = false;
/**
 * The value read from Redis under `redisKey`, or undefined when its seal does not match (it
 * was not written by an instance of this site for this key): then it is not used, and the
 * first such value is logged.
 * @param {string} redisKey
 * @param {string} sealed
 * @returns {unknown}
 */
export function openFromRedis(redisKey, sealed) {
  const start = SEAL_VERSION.length + 1;
  const text = sealed.slice(start + SEAL_LENGTH + 1);
  const given = Buffer.from(sealed.slice(start, start + SEAL_LENGTH));
  const expected = Buffer.from(seal(redisKey, text));
  if (
    sealed.startsWith(`${SEAL_VERSION}.`) &&
    sealed[start + SEAL_LENGTH] === '.' &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  )
    return decode(text);
  if (!refusedBefore) {
    refusedBefore = true;
    console.error(
      `Redis: the value under ${redisKey} is not sealed by this site (written by someone else, or under another AUTH_SECRET); it is ignored, as is every other such value`,
    );
  }
  return undefined;
}
