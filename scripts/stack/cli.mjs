// `npm run stack [-- --instances N] [-- --env-file FILE]`: the production-shaped stack on
// 127.0.0.1 (nginx with TLS in front of N instances, PostgreSQL, Redis) for operators to try and
// tests to use. The instances get the site's configuration from the caller's environment and
// the env file (NEXT_PUBLIC_WPGRAPHQL_URL=… REVALIDATE_SECRET=… npm run stack: a real WordPress).
// `npm run stack:stop` stops exactly the processes it started (their ids are in .stack/).
import { parseArgs } from 'node:util';
import { buildIfStale } from '../lib/build.mjs';
import { callerSiteConfiguration } from './site-config.mjs';
import { defaultStackDir, startStack, stopStack } from './stack.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { instances: { type: 'string', default: '2' }, 'env-file': { type: 'string' } },
});

try {
  if (positionals[0] === 'stop') {
    await stopStack(defaultStackDir);
  } else {
    const env = callerSiteConfiguration({ envFile: values['env-file'] });
    buildIfStale();
    const stack = await startStack({ instances: Number(values.instances), env });
    console.log(
      [
        '',
        'The stack is up (everything on 127.0.0.1; the certificate is self-signed):',
        `  ${stack.httpsUrl}   nginx, HTTPS (HTTP/2)`,
        `  ${stack.httpUrl}    nginx, HTTP: redirects to HTTPS`,
        ...stack.instances.map(({ name, url }) => `  ${url}   ${name}`),
        `  Content    ${env.NEXT_PUBLIC_WPGRAPHQL_URL ?? 'the built-in content service'}`,
        `  Passed on  ${Object.keys(env).join(', ') || 'none of the site’s variables'}`,
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
