import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The stack's self-signed certificate: the tests verify TLS against it, not skip the check. */
export const stackCertificate = (dir: string) =>
  readFileSync(path.join(dir, 'nginx', 'localhost.crt'));

/** One HTTP/1.1 request (plain or TLS), without following redirects. */
export function call(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    ca,
  }: { method?: string; headers?: Record<string, string>; body?: string; ca?: Buffer } = {},
): Promise<Answer> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method, headers, ca, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The protocol nginx negotiates (ALPN) and the status of GET `path` over it. */
export function http2Get(origin: string, path: string, ca: Buffer) {
  return new Promise<{ protocol: string | false; status: number }>((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    stream.on('response', (headers) => {
      const protocol = session.alpnProtocol ?? false;
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve({ protocol, status: Number(headers[':status']) });
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}
