// `npm start`: builds the site if needed, then serves it with the site's server
// (host/main.mjs) on PORT (default 3000) and HOSTNAME (when set). The server applies
// database migrations itself.
import { spawn } from 'node:child_process';
import { buildIfStale, root, hostEntry } from './lib/build.mjs';

buildIfStale();

const server = spawn(process.execPath, [hostEntry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
