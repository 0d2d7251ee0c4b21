// `node bench/header.mjs`: the header's client JavaScript (gzip) and the layout shift (CLS) of
// /services while every header menu is used. Writes bench/results/header.json.
//
// Header JS: Turbopack hoists the header's client modules (src/components/header/**, with the
// account menu it places) into one module of the layout's chunks; this finds it by markers only
// the header renders and adds the lucide icon runtime and icons it pulls in. Shared code that the
// page loads anyway (React, next/link, next/image, next/form, the auth store) is not counted.
// CLS: the sum of layout-shift entries without recent input, from a PerformanceObserver, on a
// 1366×900 desktop and a 390×844 phone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as acorn from 'acorn';
import { chromium } from '@playwright/test';
import { root } from '../scripts/lib/build.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';

const nextDir = path.join(root, '.next');

/** Every module of the client chunks: id → { chunk, source } (chunks are `push([script, id, fn, …])`). */
function clientChunkModules() {
  const dir = path.join(nextDir, 'static', 'chunks');
  const modules = new Map();
  for (const chunk of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const source = readFileSync(path.join(dir, chunk), 'utf8');
    let program;
    try {
      program = acorn.parse(source, { ecmaVersion: 'latest' });
    } catch {
      continue;
    }
    const list = program.body[0]?.expression?.arguments?.[0];
    if (list?.type !== 'ArrayExpression') continue;
    list.elements.forEach((element, index) => {
      const next = list.elements[index + 1];
      if (
        element?.type === 'Literal' &&
        typeof element.value === 'number' &&
        next?.type.endsWith('FunctionExpression')
      )
        modules.set(element.value, { chunk, source: source.slice(next.start, next.end) });
    });
  }
  return modules;
}

function headerChunks() {
  const modules = clientChunkModules();
  const headerMarkers = ['sidebar-overlay', 'data-dropdown'];
  const island = [...modules].filter(([, module]) =>
    headerMarkers.every((marker) => module.source.includes(marker)),
  );
  if (island.length !== 1) throw new Error(`expected one header module, found ${island.length}`);
  const [islandId, islandModule] = island[0];
  const imports = (source) =>
    [...source.matchAll(/e\.i\((\d+)\)/g)].map((match) => Number(match[1]));
  // lucide-react: the icon factory, its helpers and each icon definition the header imports.
  const isLucide = (id) => /lucide|node:\[\["path"/.test(modules.get(id)?.source ?? '');
  const lucide = new Set();
  const visit = (id) => {
    if (lucide.has(id) || !isLucide(id)) return;
    lucide.add(id);
    imports(modules.get(id).source).forEach(visit);
  };
  imports(islandModule.source).forEach(visit);
  const measure = (id) => {
    const { chunk, source } = modules.get(id);
    return {
      module: id,
      chunk,
      bytes: Buffer.byteLength(source),
      gzip: gzipSync(source, { level: 9 }).length,
    };
  };
  const parts = [islandId, ...lucide].map(measure);
  const all = parts.map((part) => modules.get(part.module).source).join('\n');
  return {
    modules: parts,
    totalBytes: Buffer.byteLength(all),
    totalGzipBytes: gzipSync(all, { level: 9 }).length,
  };
}

/** Opens every header menu by hover and keyboard, switches the news tabs, then scrolls to the footer. */
async function exerciseMenus(page, desktop) {
  if (desktop) {
    const nav = page.getByTestId('site-header').getByRole('navigation', { name: 'Main' });
    for (const label of ['Services', 'Area of Focus', 'News']) {
      await nav.getByRole('link', { name: label, exact: true }).hover();
      await page.locator('[id^="header-"][id$="-panel"]').first().waitFor();
      await page.waitForTimeout(600);
      if (label === 'News') {
        await page.getByRole('button', { name: 'Government Insights' }).hover();
        await page
          .locator('#header-news-panel')
          .getByRole('link', { name: 'Success Stories' })
          .hover();
        await page.waitForTimeout(300);
      }
      await page.mouse.move(5, 890);
      await page.waitForTimeout(500);
      await nav.getByRole('button', { name: `${label} menu` }).focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(400);
      await page.keyboard.press('Escape');
    }
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const name of ['Services', 'Area of Focus', 'News'])
      await page.getByRole('dialog').getByRole('button', { name }).click();
    await page.waitForTimeout(400);
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await page.getByTestId('footer-recent-posts').getByRole('link').first().waitFor();
  await page.waitForTimeout(500);
}

async function layoutShift(browser, base, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    localStorage.setItem('hasSeenParallex', 'true');
    window.__cls = { total: 0, entries: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__cls.total += entry.value;
        window.__cls.entries.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${base}/services`, { waitUntil: 'networkidle' });
  await exerciseMenus(page, viewport.width >= 1024);
  const cls = await page.evaluate(() => window.__cls);
  await context.close();
  return { cls: +cls.total.toFixed(4), shifts: cls.entries };
}

const headerJs = headerChunks();
const { base, stop } = await startProductionServer(Number(process.env.BENCH_PORT ?? 3192));
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const results = {
    headerClientJs: headerJs,
    servicesWithMenusUsed: {
      desktop: await layoutShift(browser, base, { width: 1366, height: 900 }),
      phone: await layoutShift(browser, base, { width: 390, height: 844 }),
    },
  };
  await browser.close();
  console.log(JSON.stringify(results, null, 2));
  writeResults('header', results);
} finally {
  stop();
}
