import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const path = process.argv[2];
for (const [rate, delay] of [[4,0],[6,0],[6,60],[10,0],[10,100],[4,150],[20,0]]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
  if (delay) await context.route('**/*.woff2', async (route) => { await new Promise((r) => setTimeout(r, delay)); await route.continue(); });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto('http://localhost:3800' + path);
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => new Promise((resolve) => {
    const out = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) out.push({ v: +e.value.toFixed(4), t: Math.round(e.startTime), src: (e.sources || []).slice(0,3).map((s) => {
        const n = s.node; const d = n && n.nodeType === 1 ? n : n?.parentElement;
        return `${d?.tagName}#${d?.id}.${(d?.className || '').toString().slice(0, 40)} y${s.previousRect.y}->${s.currentRect.y} x${s.previousRect.x}->${s.currentRect.x} h${s.previousRect.height}->${s.currentRect.height}`; }) });
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(out), 50);
  }));
  console.log(rate, delay, JSON.stringify(shifts));
  await context.close();
}
await browser.close();
