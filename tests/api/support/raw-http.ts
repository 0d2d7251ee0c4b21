import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => unknown;
}

/**
 * One HTTP request over a fresh connection, optionally from a chosen local address: every
 * 127.x.y.z is this machine, so tests can be several clients that the server tells apart by
 * their socket address alone, as it would real visitors.
 */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method, headers, localAddress: from, agent: false },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => (text += chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text,
            json: () => JSON.parse(text) as unknown,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A loopback address of its own for each call, so reruns on PostgreSQL start with clean counters. */
export function freshLoopback(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** POSTs JSON from a given local address. */
export const postJson = (
  url: string,
  data: unknown,
  { from, headers = {} }: { from?: string; headers?: Record<string, string> } = {},
) =>
  rawRequest(url, {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  });
