import { expect, test, type BrowserContext, type Page } from '../support/test';
import { pages } from '../../src/site/pages';
import { fileCompany } from '../../src/site/company';
import { journeyByLocale, journeyFactsOf, journeyIntro, journeyOf } from '../../src/site/journey';
import { axeViolations } from '../support/axe';

const flagKey = 'hasSeenParallex';
const homeHeading = pages['/'].heading;
// The built-in content's facts (no WordPress in these tests): what the journey's slides show.
const { slides: journeySlides, sections: journeySections } = journeyOf(journeyFactsOf(fileCompany));
const lastSlide = journeySlides.length - 1;

// Each slide move is a 2.2 s transition, and the ripple runs in software WebGL on CI machines.
test.describe.configure({ timeout: 180_000 });
// Under a loaded CI machine the software-rendered ripple can stall frames for seconds.
const slow = expect.configure({ timeout: 30_000 });

// The journey's heavy code, recognised by what is inside the downloaded scripts: gsap carries its
// GreenSock banner, the ripple hands its canvas to its worker (whose own scripts the page never sees).
const journeyCodeMarkers = [/GreenSock/, /transferControlToOffscreen/];

function asReturningVisitor(target: Page | BrowserContext) {
  return target.addInitScript((key) => window.localStorage.setItem(key, 'true'), flagKey);
}

/**
 * Reduced motion: slides move at once and no ripple runs. The tests whose subject is not the motion
 * (where a control leads, what a slide lists) use it too, so they neither wait out 2.2 s transitions
 * nor share a core with the CPU-rendered WebGL. The moving journey keeps its own tests, each one
 * visit: the first visit (the intro's fade-in, axe, the ripple and the wave) and the slider (its
 * controls and keys, axe on a slide, the last slide and EXPLORE).
 */
const withoutMotion = (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' });

const storedFlag = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), flagKey);
const intro = (page: Page) => page.getByTestId('journey-intro');
const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]');
const siteHeader = (page: Page) => page.locator('header[data-site-chrome]');
const nextButton = (page: Page) => page.getByRole('button', { name: /^NEXT/ });
const previousButton = (page: Page) => page.getByRole('button', { name: /^PREV/ });

async function expectSlide(page: Page, index: number) {
  await slow(carousel(page)).toHaveAttribute('data-slide-index', String(index));
  await slow(
    page.getByRole('group', { name: `${index + 1} of ${journeySlides.length}` }),
  ).toBeAttached();
}

async function startJourney(page: Page, beforeStart?: () => Promise<void>) {
  await page.goto('/');
  await beforeStart?.();
  await page.getByRole('button', { name: journeyIntro.start, exact: true }).click();
  await slow(page.getByTestId('journey-stage')).toHaveAttribute('data-journey-phase', 'slider');
  await slow(intro(page)).toHaveCount(0);
  await expectSlide(page, 0);
}

/** Every script body a visit downloads, to look for the journey's code in it. */
function collectScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  });
  return async () => Promise.all(bodies);
}

function journeyCodeIn(scripts: string[]) {
  return journeyCodeMarkers
    .filter((marker) => scripts.some((body) => marker.test(body)))
    .map(String);
}

test.describe('a first visit to /', () => {
  test('shows the intro, its title fading in after 0.4 s from a visible first frame, not the header or the home content; axe finds no violation of any impact. With motion allowed it downloads the journey’s code and runs the cursor follower and the ripple in a worker, at half resolution on a CPU-rendered WebGL (this Chromium runs SwiftShader); the water moves and a press makes a ripple; once the pointer rests, the wave still travels and the page asks for no animation frame', async ({
    page,
  }) => {
    // Counts the animation frames the page asks for (the ripple's are its worker's, not the page's).
    await page.addInitScript(() => {
      const request = window.requestAnimationFrame.bind(window);
      const counter = window as unknown as { framesRequested: number };
      counter.framesRequested = 0;
      window.requestAnimationFrame = (callback) => {
        counter.framesRequested += 1;
        return request(callback);
      };
    });
    const scripts = collectScripts(page);
    await page.goto('/');
    await slow(intro(page)).toBeVisible();
    const title = page.getByRole('heading', { level: 1, name: journeyIntro.heading });
    await slow(title).toHaveCSS('animation-delay', '0.4s');
    // Its first frame is legible where it ends, so the first paint already shows the headline.
    const firstFrame = await title.evaluate((element) => {
      const [fadeIn] = element.getAnimations();
      fadeIn!.pause();
      fadeIn!.currentTime = 0;
      const { opacity, transform } = getComputedStyle(element);
      fadeIn!.play();
      return { opacity: Number(opacity), transform };
    });
    expect(firstFrame.opacity).toBeGreaterThanOrEqual(0.5);
    expect(firstFrame.transform).toBe('none');
    await slow(title).toHaveCSS('opacity', '1');
    await slow(page.getByRole('link', { name: journeyIntro.signIn.label })).toHaveAttribute(
      'href',
      '/register?mode=signin',
    );
    await slow(siteHeader(page)).toBeHidden();
    await slow(page.getByRole('heading', { name: homeHeading })).toBeHidden();
    expect(await axeViolations(page, 'intro')).toEqual([]);
    // SKIP JOURNEY is the first control the keyboard reaches.
    await page.keyboard.press('Tab');
    await slow(page.getByRole('button', { name: journeyIntro.skip })).toBeFocused();

    // The same first visit, for what runs with motion allowed.
    await slow(page.getByTestId('cursor-follower')).toHaveCount(1);
    const canvas = page.getByTestId('ripple-background').locator('canvas');
    await slow(canvas).toBeVisible();
    // The canvas was handed to a worker: the page itself cannot draw on it any more.
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
      expect.stringMatching(/^\/_next\/static\//),
    ]);
    expect(
      await canvas.evaluate((element: HTMLCanvasElement) => {
        try {
          return element.getContext('2d') === null ? 'no context' : 'drawable';
        } catch {
          return 'transferred';
        }
      }),
    ).toBe('transferred');
    await slow
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => element.width / element.clientWidth),
      )
      .toBeCloseTo(0.5, 1);
    // Only the water in the pictures: the intro's words fade in and the cursor follower moves.
    const water = (clip?: { x: number; y: number; width: number; height: number }) =>
      page.screenshot({
        clip,
        style:
          'body * { visibility: hidden } [data-testid="ripple-background"] canvas { visibility: visible }',
      });
    // The centre ripple moves the water; then a press away from the centre and the controls makes
    // its own rings where it landed.
    const still = await water();
    await slow.poll(async () => (await water()).equals(still)).toBe(false);
    const aroundPress = { x: 40, y: 580, width: 160, height: 80 };
    const before = await water(aroundPress);
    await page.mouse.click(120, 620);
    await slow.poll(async () => (await water(aroundPress)).equals(before)).toBe(false);
    expect(journeyCodeIn(await scripts())).toEqual(journeyCodeMarkers.map(String));

    // The wave has drawn itself in and the pointer rests: no frame is asked for in half a second,
    // yet the wave keeps travelling (its still drawing slides on the compositor).
    await slow(page.locator('[data-wave-state]')).toHaveAttribute('data-wave-state', 'revealed');
    await slow
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const counter = window as unknown as { framesRequested: number };
              const from = counter.framesRequested;
              setTimeout(() => resolve(counter.framesRequested - from), 500);
            }),
        ),
      )
      .toBe(0);
    const wave = () =>
      page.screenshot({
        style: 'body * { visibility: hidden } [data-wave-state] path { visibility: visible }',
      });
    const waveNow = await wave();
    await slow.poll(async () => (await wave()).equals(waveNow)).toBe(false);
  });

  test('the HTML carries the home content for crawlers and a nonce’d script that picks the view before paint', async ({
    request,
  }) => {
    const response = await request.get('/');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(homeHeading);
    const gate = html.indexOf(`<script nonce="${nonce}">try{if(localStorage.getItem("${flagKey}")`);
    expect(gate).toBeGreaterThan(-1);
    // It runs before the header and the home content are parsed, so neither can paint first.
    expect(gate).toBeLessThan(html.indexOf('<header'));
    expect(gate).toBeLessThan(html.indexOf(homeHeading));
    // The intro screen and SKIP JOURNEY are in the HTML too, so the headline paints before any script runs.
    const journeyRoot = html.indexOf('data-journey-root');
    expect(html.indexOf(journeyIntro.heading, journeyRoot)).toBeGreaterThan(journeyRoot);
    expect(html.indexOf(journeyIntro.skip, journeyRoot)).toBeGreaterThan(journeyRoot);
  });

  test('SKIP JOURNEY stores the flag and shows the home page with its header; a reload shows no intro', async ({
    page,
  }) => {
    await withoutMotion(page);
    await page.goto('/');
    await page.getByRole('button', { name: journeyIntro.skip }).click();
    expect(await storedFlag(page)).toBe('true');
    await slow(siteHeader(page)).toBeVisible();
    await slow(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
    await slow(page.locator('[data-journey-root]')).toBeHidden();
    await slow(page.locator('#main')).toBeFocused();

    await page.reload();
    await slow(siteHeader(page)).toBeVisible();
    await slow(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
    await slow(intro(page)).toHaveCount(0);
    await slow(page.locator('html')).not.toHaveAttribute('data-journey', /./);
  });
});

test.describe('the slider', () => {
  test('Start hides PREV; NEXT and the arrow keys move forward and back; axe finds no violation on a slide; the last slide hides NEXT, and EXPLORE closes the journey', async ({
    page,
  }) => {
    // Behind the intro the slider draws only the slide Start shows; the others follow Start.
    const drawnSlides = carousel(page).locator('[data-slide-id]');
    await startJourney(page, async () => {
      await slow(carousel(page)).toBeAttached();
      await expect(drawnSlides).toHaveCount(1);
    });
    await slow(drawnSlides).toHaveCount(journeySlides.length);
    await slow(previousButton(page)).toBeHidden();
    await slow(nextButton(page)).toBeVisible();

    await nextButton(page).click();
    await expectSlide(page, 1);
    await slow(previousButton(page)).toBeVisible();
    await slow(carousel(page)).toHaveCSS('opacity', '1');
    expect(await axeViolations(page, 'slide 2')).toEqual([]);
    // Two keys at a time: the second steps on from where the running transition is heading, so
    // each pair is one transition and each key still has to move the slider by one.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expectSlide(page, 3);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expectSlide(page, 1);
    await previousButton(page).click();
    await expectSlide(page, 0);
    await slow(previousButton(page)).toBeHidden();

    // On to the last slide: NEXT gives way to EXPLORE, which closes the journey. (The close button
    // in the journey header is pressed in the no-ripple test and on /parallex.)
    for (let i = 0; i < lastSlide; i += 1) await page.keyboard.press('ArrowRight');
    await expectSlide(page, lastSlide);
    await slow(nextButton(page)).toBeHidden();
    await slow(previousButton(page)).toBeVisible();

    await page.getByRole('button', { name: 'EXPLORE', exact: true }).click();
    await slow(siteHeader(page)).toBeVisible();
    await slow(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
    await slow(page.locator('[data-journey-root]')).toBeHidden();
    expect(await storedFlag(page)).toBe('true');
  });

  test('a bottom-navigation click jumps to its section; only nearby sections are listed', async ({
    page,
  }) => {
    await withoutMotion(page);
    await startJourney(page);
    const nav = page.getByRole('navigation', { name: 'Journey sections' });
    const offers = journeySections.find((section) => section.id === 'what-we-offer')!;
    const birth = journeySections.find((section) => section.id === 'the-birth')!;
    await slow(nav.getByRole('button', { name: birth.title })).toBeHidden();

    await nav.getByRole('button', { name: offers.title }).click();
    await expectSlide(page, offers.slideIndex);
    await slow(nav.getByRole('button', { name: offers.title })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await slow(
      page.getByRole('heading', { level: 2, name: journeySlides[offers.slideIndex]!.heading }),
    ).toBeVisible();
  });

  test('Learn More on an offer slide opens its service page', async ({ page }) => {
    await withoutMotion(page);
    await startJourney(page);
    const offer = journeySlides[2]!;
    await page
      .getByRole('navigation', { name: 'Journey sections' })
      .getByRole('button', { name: 'What We Offer' })
      .click();
    await expectSlide(page, 2);
    await page.getByRole('link', { name: new RegExp(`^Learn More\\W+${offer.heading}$`) }).click();
    await slow(page).toHaveURL(offer.action?.kind === 'link' ? offer.action.href : 'no link');
    await slow(page.getByRole('heading', { level: 1, name: offer.heading })).toBeVisible();
    await slow(siteHeader(page)).toBeVisible();
  });
});

test('with reduced motion, slides move at once and there is no ripple canvas or cursor follower', async ({
  page,
}) => {
  await withoutMotion(page);
  await startJourney(page);
  // The track is at its destination in the same task as the click: no tween in between.
  const moved = await page.evaluate(() => {
    const track = document.querySelector<HTMLElement>('[data-slide-id]')!.parentElement!;
    const next = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'NEXT',
    )!;
    next.click();
    return {
      transform: track.style.transform,
      width: track.parentElement!.getBoundingClientRect().width,
    };
  });
  expect(moved.transform).toBe(`translate3d(${-moved.width}px, 0px, 0px)`);
  await expectSlide(page, 1);
  await page.mouse.move(400, 300);
  await slow(page.getByTestId('ripple-background')).toHaveCount(0);
  await slow(page.locator('canvas')).toHaveCount(0);
  await slow(page.getByTestId('cursor-follower')).toHaveCount(0);
});

test('where the ripple cannot start (a browser without OffscreenCanvas) the journey still works: the plain background, the error logged, nothing uncaught', async ({
  page,
}) => {
  // Chromium's --disable-webgl leaves WebGL in workers on, so the browser is made to lack
  // what the ripple needs first: handing its canvas to a worker.
  await page.addInitScript(() => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  });
  const uncaught: string[] = [];
  const logged: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await startJourney(page);
  await slow(page.getByTestId('ripple-background').locator('canvas')).toHaveCount(0);
  await slow(page.getByTestId('ripple-background')).toHaveCSS('background-color', 'rgb(2, 92, 85)');
  expect(page.workers()).toEqual([]);
  await nextButton(page).click();
  await expectSlide(page, 1);
  await page.getByRole('button', { name: 'Close the introduction' }).click();
  await slow(siteHeader(page)).toBeVisible();
  expect(await storedFlag(page)).toBe('true');
  expect(logged).toEqual([
    expect.stringContaining('The ripple background could not start; showing the plain background.'),
  ]);
  expect(uncaught).toEqual([]);
});

test('the slides’ facts come from /journey-facts.json in the page’s language; when it fails, the site shows instead of a stuck journey', async ({
  page,
  request,
}) => {
  for (const [path, locale] of [
    ['/journey-facts.json', 'en'],
    ['/ar/journey-facts.json', 'ar'],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.json(), path).toEqual(
      JSON.parse(JSON.stringify(journeyByLocale[locale].journeyFactsOf(fileCompany))),
    );
  }
  await withoutMotion(page);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/journey-facts.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/');
  await slow(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
  await expect(intro(page)).toHaveCount(0);
  expect(logged).toContainEqual(
    expect.stringContaining('The intro journey could not load; showing the site instead.'),
  );
});

test.describe('the journey’s code loads only where it shows', () => {
  test('a returning visit to / and /services download none of it', async ({ page }) => {
    await asReturningVisitor(page);
    const scripts = collectScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await slow(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
    await page.goto('/services', { waitUntil: 'networkidle' });
    await slow(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(journeyCodeIn(await scripts())).toEqual([]);
    await slow(page.getByTestId('journey-loader')).toHaveCount(0);
  });
});

test('the footer’s replay button clears the flag and shows the journey again', async ({ page }) => {
  await withoutMotion(page);
  await asReturningVisitor(page);
  await page.goto('/services');
  await page.getByRole('link', { name: 'Replay the introduction' }).click();
  await slow(page).toHaveURL('/');
  await slow(intro(page)).toBeVisible();
  await slow(siteHeader(page)).toBeHidden();
  expect(await storedFlag(page)).toBeNull();
  await slow(page.getByRole('button', { name: journeyIntro.skip })).toBeFocused();
});

test('/parallex plays the journey even after it was seen, and closing it goes home', async ({
  page,
}) => {
  await withoutMotion(page);
  await asReturningVisitor(page);
  await page.goto('/parallex');
  await slow(intro(page)).toBeVisible();
  await page.getByRole('button', { name: journeyIntro.start, exact: true }).click();
  await expectSlide(page, 0);
  await page.getByRole('button', { name: 'Close the introduction' }).click();
  await slow(page).toHaveURL('/');
  await slow(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
});
