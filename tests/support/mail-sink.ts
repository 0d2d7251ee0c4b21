import { createServer } from 'node:http';
import { startSmtp } from './smtp';

/**
 * The browser tests' mail server: a real SMTP server (tests/support/smtp.ts) that keeps every
 * message, and an HTTP endpoint on the next port that lists them as JSON, so tests in any
 * worker can read what the shared site server mailed (playwright.config.ts starts it).
 * Usage: tsx tests/support/mail-sink.ts <smtp port> <http port>
 */
async function main() {
  const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
  if (!smtpPort || !httpPort) throw new Error('Usage: mail-sink.ts <smtp port> <http port>');
  const smtp = await startSmtp(smtpPort);
  createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(smtp.messages));
  }).listen(httpPort, '127.0.0.1');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
