// What the host (host/main.mjs) and the app (src/, through the `#host/shared` import of
// package.json) share: one process, so one configuration, one nonce key, one Redis
// connection, one list of shutdown hooks and one revalidation channel. Plain JavaScript with
// JSDoc types: the host runs it under Node as it is, Next bundles it, tsc checks it.
// The browser imports only `#host/shared/public-config`.
export { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address.mjs';
export {
  configVariables,
  hostConfig,
  parseHostConfig,
  readWordpressMediaOrigins,
  readWordpressTimeoutMs,
  wordpressMediaOrigins,
} from './config.mjs';
export { markRenderDegraded, watchRender } from './degraded-renders.mjs';
export {
  ERROR_PAGE_PATH,
  ERROR_STATUS_HEADER,
  errorPageRoute,
  isBareErrorDocument,
  isErrorPageAddress,
} from './error-page.mjs';
export { JSON_LD_SOURCE_ATTRIBUTE } from './host-json-ld.mjs';
export { onShutdown, runShutdownHooks } from './lifecycle.mjs';
export { PAGE_QUERY_PARAMETERS, pageQueryEntries } from './page-queries.mjs';
export { processSingleton } from './process-singleton.mjs';
export {
  currentBuildId,
  openFromRedis,
  redisReady,
  sealForRedis,
  sharedRedis,
  subscribe,
} from './redis.mjs';
export { announceRevalidation, onRevalidation } from './revalidation.mjs';
export { NONCE_HEADER, newNonce, nonceStampedAt, renderNonce } from './render-nonce.mjs';

/** @typedef {import('./config.mjs').HostConfig} HostConfig */
/** @typedef {import('./page-queries.mjs').QueryPagePath} QueryPagePath */
