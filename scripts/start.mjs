// `npm start`: builds the site if needed, then serves it with `next start` on PORT
// (default 3000) and HOSTNAME (when set). The server applies database migrations itself.
import { spawn } from 'node:child_process';
import { buildIfStale, nextBin, root } from './lib/build.mjs';

buildIfStale();

const args = ['start', '--port', process.env.PORT ?? '3000'];
if (process.env.HOSTNAME) args.push('--hostname', process.env.HOSTNAME);
const server = spawn(nextBin, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
