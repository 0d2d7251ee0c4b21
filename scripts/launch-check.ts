// `npm run launch:check`: lists every sample fact, case study and post still in place and every
// production variable unset, and exits 1 until there is none (0: ready to launch). It reads
// content/ (or `--content <dir>`) and this process's environment, as the server would.
import path from 'node:path';
import { launchCheck, launchReport } from '@/server/launch/check';

async function main() {
  const flag = process.argv.indexOf('--content');
  const contentDir = path.resolve(flag > 0 ? (process.argv[flag + 1] ?? '') : 'content');
  const result = await launchCheck({ contentDir, env: process.env });
  console.log(launchReport(result));
  process.exitCode = result.content.length + result.configuration.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(2);
});
