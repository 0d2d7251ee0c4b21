import { createServer, type IncomingHttpHeaders } from 'node:http';
import { firstFreePort } from '../../support/ports';

/** A call the companion plugin made. */
export interface ReceivedCall {
  at: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: WebhookBody;
}

export interface WebhookChange {
  kind: string;
  action: string;
  id?: number;
  type?: string;
  slug?: string | null;
  previousSlug?: string;
  taxonomy?: string;
  status?: string;
  previousStatus?: string;
  name?: string;
}

export interface WebhookBody {
  source: string;
  version: number;
  site: string;
  id: string;
  attempt: number;
  sentAt: string;
  changes: WebhookChange[];
}

/**
 * A stand-in for the site's /api/revalidate: records every call and answers 200, or the statuses
 * it is given for the calls naming a change (in turn). Other tests change WordPress meanwhile, so
 * a status is kept for the call it was meant for.
 */
export async function startWebhookReceiver(ports: readonly number[]) {
  const calls: ReceivedCall[] = [];
  let answers: { match: (change: WebhookChange) => boolean; statuses: number[] } | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: WebhookBody;
      try {
        body = JSON.parse(text) as WebhookBody;
      } catch {
        body = { changes: [] } as unknown as WebhookBody;
      }
      calls.push({
        at: Date.now(),
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      const status =
        (answers && body.changes?.some(answers.match) && answers.statuses.shift()) || 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: status < 300 }));
    });
  });
  const port = await firstFreePort(ports);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    /** The next calls naming a change that matches get these statuses, in turn. */
    answerAbout: (match: (change: WebhookChange) => boolean, statuses: number[]) => {
      answers = { match, statuses: [...statuses] };
    },
    /** Calls that name a change matching `match`. */
    callsAbout: (match: (change: WebhookChange) => boolean) =>
      calls.filter((call) => call.body.changes?.some(match)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
