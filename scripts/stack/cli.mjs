// `npm run stack [-- --instances N]`: the production-shaped stack on 127.0.0.1 (nginx with
// TLS in front of N instances, PostgreSQL, Redis) for operators to try and tests to use.
// `npm run stack:stop` stops exactly the processes it started (their ids are in .stack/).
import { parseArgs } from 'node:util';
import { buildIfStale } from '../lib/build.mjs';
import { defaultStackDir, startStack, stopStack } from './stack.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { instances: { type: 'string', default: '2' } },
});

try {
  if (positionals[0] === 'stop') {
    await stopStack(defaultStackDir);
  } else {
    buildIfStale();
    const stack = await startStack({ instances: Number(values.instances) });
    console.log(
      [
        '',
        'The stack is up (everything on 127.0.0.1; the certificate is self-signed):',
        `  ${stack.httpsUrl}   nginx, HTTPS (HTTP/2)`,
        `  ${stack.httpUrl}    nginx, HTTP: redirects to HTTPS`,
        ...stack.instances.map(({ name, url }) => `  ${url}   ${name}`),
        `  PostgreSQL ${stack.databaseUrl.replace(/:[^:@]+@/, ':…@')}`,
        `  Redis      ${stack.redisUrl.replace(/:[^:@]+@/, ':…@')}`,
        `Process ids and logs are in ${defaultStackDir}/. Stop it with: npm run stack:stop`,
      ].join('\n'),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
