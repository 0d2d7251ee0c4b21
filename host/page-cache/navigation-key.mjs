// The part of a client navigation's cache key that is not its URL. Next's router asks for a
// page's data with `RSC: 1` and says what it wants in three headers: a prefetch
// (`Next-Router-Prefetch: 1`), the route tree only (`Next-Router-Segment-Prefetch: /_tree`),
// and the router state (`Next-Router-State-Tree`): the target's segments, marked where the
// answer must start rendering ("refetch"), or a stub asking for the page's metadata only.
// Next reads of that state only each segment's name, the marker and the page's search
// (walk-tree-with-flight-router-state.js); the rest (the segments' URLs, prefetch hints,
// sibling lists) is left out here, and the state must spell the very path asked for, through
// the app's own route groups, with at most one marker: so a client can choose among a few
// answers per page, never make up new ones. One exception, sent by a router that navigates
// before the target's route tree has arrived (a tap on a link just touched): the state of the
// page the visitor is on, unmarked. Next renders from the first segment where that state leaves
// the path asked for, and reads nothing below it; so the key keeps the state up to there and
// drops the rest (still a few answers per page: one per depth), and the part dropped must still
// be a page's unmarked state through the app's own route groups. `Next-Url` (the page the
// visitor is on) and `_rsc` (a hash of these headers against caches that ignore Vary) change
// nothing for an app without intercepting routes, and are ignored; the renderer computes its
// own `_rsc`.

const PREFETCH = 'next-router-prefetch';
const SEGMENT_PREFETCH = 'next-router-segment-prefetch';
const STATE_TREE = 'next-router-state-tree';
const ROUTER_HEADERS = [PREFETCH, SEGMENT_PREFETCH, STATE_TREE, 'next-hmr-refresh'];
const MARKERS = new Set(['refetch', 'inside-shared-layout', 'metadata-only']);
// A state of this site's depth is a few hundred bytes.
const MAX_STATE_LENGTH = 2048;
const PAGE_SEGMENT = '__PAGE__';
// Dynamic segments: [param, value, type, static siblings]; types of this app's routes.
const DYNAMIC_TYPES = new Set(['d', 'c', 'oc']);

/**
 * @typedef {[unknown, Record<string, unknown>, unknown?, unknown?, unknown?, unknown?]} RouterState
 * Next's FlightRouterState: [segment, parallel routes, url, marker, prefetch hints, search]
 */

/**
 * The router headers a navigation's answer depends on, written one way: {} for a request that
 * is not a client navigation, undefined for one the cache leaves to Next.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {{ segments: string[], query: string, routeGroups: ReadonlySet<string> | null }} target
 * the decoded path segments and canonical query of the URL asked for
 * @returns {Record<string, string> | undefined}
 */
export function navigationHeaders(headers, target) {
  if (headers.rsc === undefined)
    return ROUTER_HEADERS.some((name) => headers[name] !== undefined) ? undefined : {};
  if (headers.rsc !== '1' || target.routeGroups === null) return undefined;
  if (headers['next-hmr-refresh'] !== undefined) return undefined;
  const prefetch = headers[PREFETCH];
  const segment = headers[SEGMENT_PREFETCH];
  const state = headers[STATE_TREE];
  if (prefetch !== undefined && prefetch !== '1') return undefined;
  /** @type {Record<string, string>} */
  const canonical = { rsc: '1' };
  if (prefetch) canonical[PREFETCH] = prefetch;
  if (segment !== undefined) {
    // The route tree: the only segment prefetch of a dynamic page, asked for without a state.
    if (segment !== '/_tree' || prefetch !== '1' || state !== undefined) return undefined;
    canonical[SEGMENT_PREFETCH] = segment;
  }
  if (state !== undefined) {
    if (typeof state !== 'string' || state.length > MAX_STATE_LENGTH) return undefined;
    const tree = canonicalState(state, target);
    if (!tree) return undefined;
    canonical[STATE_TREE] = encodeURIComponent(JSON.stringify(tree));
  }
  return canonical;
}

/**
 * @param {string} header
 * @param {{ segments: string[], query: string, routeGroups: ReadonlySet<string> | null }} target
 */
function canonicalState(header, { segments, query, routeGroups }) {
  let state;
  try {
    state = JSON.parse(decodeURIComponent(header));
  } catch {
    return undefined;
  }
  if (!isState(state)) return undefined;
  // "Only the page's metadata": no segment data, whatever the page.
  if (state[0] === '' && Object.keys(state[1]).length === 0 && state[3] === 'metadata-only')
    return ['', {}, null, 'metadata-only'];
  const walk = {
    remaining: [...segments],
    markers: 0,
    renderedSearch: query ? `?${query}` : '',
    groups: routeGroups ?? new Set(),
    left: false,
  };
  const tree = canonicalNode(state, walk, true);
  return tree && (walk.left || walk.remaining.length === 0) && walk.markers <= 1 ? tree : undefined;
}

/**
 * @param {unknown} value
 * @returns {value is RouterState}
 */
function isState(value) {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    value.length <= 6 &&
    typeof value[1] === 'object' &&
    value[1] !== null &&
    !Array.isArray(value[1])
  );
}

/**
 * One segment of the state, checked against the next part of the path, and its one child.
 * @param {RouterState} node
 * @param {{ remaining: string[], markers: number, renderedSearch: string, groups: ReadonlySet<string>, left: boolean }} walk
 * @param {boolean} root
 * @returns {unknown[] | undefined}
 */
function canonicalNode(node, walk, root) {
  const [segment, slots, , marker, , search] = node;
  if (marker !== undefined && marker !== null) {
    if (typeof marker !== 'string' || !MARKERS.has(marker)) return undefined;
    walk.markers += 1;
  }
  const slotNames = Object.keys(slots);
  if (slotNames.some((name) => name !== 'children')) return undefined;
  const canonicalSegment = root ? rootSegment(segment) : pathSegment(segment, walk);
  if (canonicalSegment === undefined) return undefined;
  /** @type {unknown[]} */
  const canonical = [canonicalSegment, {}, null, marker ?? null, null];
  if (canonicalSegment === PAGE_SEGMENT) {
    if (slotNames.length > 0 || walk.remaining.length > 0) return undefined;
    // Next compares it with the query it renders; any other value means "render the page".
    if (search === walk.renderedSearch && search !== '') canonical.push(search);
    return canonical;
  }
  const child = slots.children;
  if (!isState(child)) return undefined;
  if (leavesPath(child[0], walk)) {
    // The page the visitor is on: Next renders from here, whatever the state says below.
    if (!isUnmarkedPage(child, walk.groups)) return undefined;
    walk.left = true;
    return canonical;
  }
  const canonicalChild = canonicalNode(child, walk, false);
  if (!canonicalChild) return undefined;
  canonical[1] = { children: canonicalChild };
  return canonical;
}

/**
 * Whether a state's segment is not the next one of the path asked for (nor one of the app's
 * route groups, which the path does not spell).
 * @param {unknown} segment
 * @param {{ remaining: string[], groups: ReadonlySet<string> }} walk
 */
function leavesPath(segment, walk) {
  if (segment === PAGE_SEGMENT) return walk.remaining.length > 0;
  return pathSegment(segment, { ...walk, remaining: [...walk.remaining] }) === undefined;
}

/**
 * A page's state as the router keeps it: one child per segment down to the page, no marker,
 * segments that this app's routes can have.
 * @param {RouterState} node
 * @param {ReadonlySet<string>} groups
 * @returns {boolean}
 */
function isUnmarkedPage(node, groups) {
  const [segment, slots, , marker] = node;
  if (marker !== undefined && marker !== null) return false;
  const slotNames = Object.keys(slots);
  if (segment === PAGE_SEGMENT) return slotNames.length === 0;
  if (slotNames.length !== 1 || slotNames[0] !== 'children' || !isState(slots.children))
    return false;
  const group = typeof segment === 'string' ? /^\((.+)\)$/.exec(segment)?.[1] : undefined;
  const known =
    group !== undefined
      ? groups.has(group)
      : typeof segment === 'string'
        ? segment !== ''
        : isDynamicSegment(segment);
  return known && isUnmarkedPage(slots.children, groups);
}

/**
 * @param {unknown} segment
 * @returns {segment is [string, string, string, unknown]}
 */
const isDynamicSegment = (segment) =>
  Array.isArray(segment) &&
  segment.length === 4 &&
  typeof segment[0] === 'string' &&
  typeof segment[1] === 'string' &&
  typeof segment[2] === 'string' &&
  DYNAMIC_TYPES.has(segment[2]);

/** @param {unknown} segment */
const rootSegment = (segment) => (segment === '' ? '' : undefined);

/**
 * @param {unknown} segment
 * @param {{ remaining: string[], groups: ReadonlySet<string> }} walk
 */
function pathSegment(segment, walk) {
  if (segment === PAGE_SEGMENT) return segment;
  if (typeof segment === 'string') {
    const group = /^\((.+)\)$/.exec(segment)?.[1];
    if (group !== undefined) return walk.groups.has(group) ? segment : undefined;
    return walk.remaining[0] === segment ? walk.remaining.shift() : undefined;
  }
  if (!isDynamicSegment(segment)) return undefined;
  const [param, value, type] = segment;
  // A catch-all takes the rest of the path, joined by slashes as Next writes its value.
  const taken = type === 'd' ? walk.remaining.slice(0, 1) : walk.remaining;
  if (taken.length === 0 || value !== taken.join('/')) return undefined;
  walk.remaining = walk.remaining.slice(taken.length);
  return [param, value, type, null];
}

/**
 * The route groups of an app (`(site)` is `site`), from its routes as the build lists them
 * (`.next/server/app-paths-manifest.json`); null when it has intercepting routes, whose
 * answers depend on the page the visitor comes from (`Next-Url`): then no navigation is cached.
 * @param {string[]} appPaths e.g. `/(site)/blog/[slug]/page`
 * @returns {Set<string> | null}
 */
export function appRouteGroups(appPaths) {
  const segments = appPaths.flatMap((appPath) => appPath.split('/'));
  if (segments.some((segment) => /^\(\.{1,3}\)|^\(\.\.\)\(\.\.\)/.test(segment))) return null;
  return new Set(
    segments.flatMap((segment) => {
      const group = /^\(([^.)][^)]*)\)$/.exec(segment)?.[1];
      return group === undefined ? [] : [group];
    }),
  );
}
