import autocannon from 'autocannon';

/**
 * Requests per second of one URL over `duration` seconds, 50 connections, gzip accepted, after
 * one request that renders (and caches) it.
 * @param {string} url
 * @param {{ duration: number }} options
 */
export async function throughput(url, { duration }) {
  await fetch(url);
  const result = await autocannon({
    url,
    connections: 50,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.non2xx + result.errors,
  };
}
