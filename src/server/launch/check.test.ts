import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchReadyEnv } from '#tests/support/launch-ready-env';
import { launchCheck } from './check';

const root = path.resolve(import.meta.dirname, '../../..');
const shippedContent = path.join(root, 'content');
/** content/ with every sample replaced, as a company would leave it. */
const readyContent = path.join(root, 'tests/fixtures/launch-ready/content');

const productionEnv = launchReadyEnv;

const whats = (items: { what: string }[]) => items.map((item) => item.what).join('\n');

describe('launch check', () => {
  it('lists the shipped sample facts, team members, openings, posts and stories with their case studies, and every unset production variable', async () => {
    const { content, configuration } = await launchCheck({ contentDir: shippedContent, env: {} });
    const company = JSON.parse(await readFile(path.join(shippedContent, 'company.json'), 'utf8'));
    expect(whats(content)).toContain(`content/company.json: sample phone ${company.phone.display}`);
    expect(whats(content)).toContain('sample figure "40+ years of combined experience"');
    expect(whats(content).match(/sample success story and its case study ".+" by /g)).toHaveLength(
      6,
    );
    expect(whats(content)).toContain('content/team.json: sample team member "Managing Partner"');
    expect(whats(content)).toContain(
      'content/authors.json: sample author "Sara Al-Harbi" (/blog/authors/sara-al-harbi)',
    );
    expect(whats(content)).toContain(
      'content/founding.json: the founding year is not given (/the-birth-of-wasla names none)',
    );
    expect(whats(content)).toContain(
      'content/founding.json: sample founder "Co-founder" (From the public sector)',
    );
    expect(whats(content)).toContain(
      'content/founding.json: sample milestone "A small team in Riyadh"',
    );
    expect(whats(content)).toContain(
      'content/jobs.json: sample opening "Senior Bid Manager" (senior-bid-manager)',
    );
    for (const variable of Object.keys(productionEnv))
      expect(whats(configuration)).toContain(variable);
    expect(content.every((item) => item.todo.length > 0)).toBe(true);
  });

  it('is empty when every sample is replaced and every variable set', async () => {
    expect(await launchCheck({ contentDir: readyContent, env: productionEnv })).toEqual({
      content: [],
      configuration: [],
    });
  });

  it('names the one thing left: a missing secret, a development sender, a sample phone', async () => {
    const withoutSecret = { ...productionEnv, AUTH_SECRET: undefined };
    const left = await launchCheck({ contentDir: readyContent, env: withoutSecret });
    expect(whats(left.configuration)).toMatch(/^AUTH_SECRET is unset/);
    // Without AUTH_SECRET an https site does not start either: the schema's message says so.
    expect(whats(left.configuration)).toContain('AUTH_SECRET: is required when SITE_URL is https');

    const localSender = await launchCheck({
      contentDir: readyContent,
      env: { ...productionEnv, MAIL_FROM: 'Wasla website <no-reply@localhost>' },
    });
    expect(whats(localSender.configuration)).toBe(
      'MAIL_FROM is the development sender (no-reply@localhost)',
    );
  });

  it('reports a content file that does not parse, naming the field', async () => {
    const contentDir = await mkdtemp(path.join(tmpdir(), 'launch-check-'));
    await cp(readyContent, contentDir, { recursive: true });
    const company = JSON.parse(await readFile(path.join(contentDir, 'company.json'), 'utf8'));
    await writeFile(
      path.join(contentDir, 'company.json'),
      JSON.stringify({ ...company, phone: { ...company.phone, tel: '011 000' } }),
    );
    const { content } = await launchCheck({ contentDir, env: productionEnv });
    await rm(contentDir, { recursive: true });
    expect(whats(content)).toMatch(/^content\/company\.json: phone\.tel must be \+ and the digits/);
  });

  // The script itself, as an operator runs it: exit 1 with the list, then 0 once all is done.
  it.each([
    ['the shipped checkout', [], {}, 1, /^Not ready to launch: \d+ items to resolve\./],
    ['the ready fixture', ['--content', readyContent], productionEnv, 0, /^Ready to launch/],
  ])('npm run launch:check on %s', (_name, args, env, status, output) => {
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--conditions=react-server', 'scripts/launch-check.ts', ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.stdout).toMatch(output);
    expect(run.status).toBe(status);
  });
});
