import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules live in eslint.config.mjs; this lints small sources as if they sat in each
// layer, so a rule that stops firing (or fires on allowed imports) fails here.
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loading the config (Next's plugins, the TypeScript parser) is the slow part: do it once here.
  await eslint.calculateConfigForFile(path.join(root, 'src/lib/x.ts'));
}, 120_000);

const up = (levels: number) => '../'.repeat(levels);

/** The boundary messages ESLint reports for `code` placed at `file` (under src/). */
async function violations(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results
    .flatMap((result) => result.messages)
    .filter((message) =>
      [
        '@typescript-eslint/no-restricted-imports',
        'wasla/no-server-in-client',
        'wasla/stays-in-src',
      ].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

describe('layer boundaries', { timeout: 30_000 }, () => {
  it.each([
    [
      'src/server/x/y.ts',
      "import { Footer } from '@/components/footer/Footer';\nexport { Footer };",
    ],
    ['src/server/x/y.ts', "import Page from '../../app/page';\nexport { Page };"],
    ['src/components/x/Y.tsx', "import { log } from '@/server/log';\nexport { log };"],
    ['src/components/x/Y.tsx', "import { log } from '../../server/log';\nexport { log };"],
    ['src/lib/x.ts', "import { log } from '@/server/log';\nexport { log };"],
    ['src/lib/x.ts', "import { Footer } from '@/components/footer/Footer';\nexport { Footer };"],
    ['src/site/x.ts', "import { site } from '@/lib/metadata';\nexport { site };"],
    [
      'src/site/x.ts',
      "import type { PostSummary } from '@/lib/content-client/types';\nexport type { PostSummary };",
    ],
    ['src/site/x.ts', "import { Footer } from '@/components/footer/Footer';\nexport { Footer };"],
    [
      'src/app/x/error.tsx',
      "'use client';\nimport { log } from '@/server/log';\nexport default function E() { log.info('x'); return null; }",
    ],
    [
      'src/components/x/Y.tsx',
      "'use client';\nimport { hostConfig } from '#host/shared';\nexport { hostConfig };",
    ],
    ['src/lib/x.ts', "import { hostConfig } from '#host/shared';\nexport { hostConfig };"],
    [
      'src/site/x.ts',
      "import { readSiteUrl } from '#host/shared/public-config';\nexport { readSiteUrl };",
    ],
    // Three levels up from src/server/x is the repository root.
    [
      'src/server/x/y.ts',
      `import { newNonce } from '${up(3)}host/shared/render-nonce.mjs';\nexport { newNonce };`,
    ],
    ['src/proxy.ts', `export { newNonce } from '${up(1)}host/shared/index.mjs';`],
    [
      'src/server/x/y.test.ts',
      `const files = await import('${up(3)}tests/support/files');\nexport { files };`,
    ],
  ])('fails %s importing across a boundary (%#)', async (file, code) => {
    expect(await violations(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/app/x/page.tsx', "import { log } from '@/server/log';\nexport { log };"],
    [
      'src/components/x/Y.tsx',
      "import type { PostView } from '@/server/posts/view';\nexport type { PostView };",
    ],
    ['src/components/x/Y.tsx', "import { site } from '@/site/config';\nexport { site };"],
    ['src/server/x/y.ts', "import { site } from '@/site/config';\nexport { site };"],
    ['src/lib/x.ts', "import { site } from '@/site/config';\nexport { site };"],
    ['src/server/x/y.ts', "import { hostConfig } from '#host/shared';\nexport { hostConfig };"],
    [
      'src/components/x/Y.tsx',
      "import { renderNonce } from '#host/shared';\nexport { renderNonce };",
    ],
    [
      'src/lib/x.ts',
      "import { parsePublicConfig } from '#host/shared/public-config';\nexport { parsePublicConfig };",
    ],
    ['src/server/x/y.ts', "import { z } from '../z';\nexport { z };"],
    ['src/site/x.ts', "import company from '#content/company.json';\nexport { company };"],
  ])('allows %s importing downwards (%#)', async (file, code) => {
    expect(await violations(file, code)).toEqual([]);
  });
});
