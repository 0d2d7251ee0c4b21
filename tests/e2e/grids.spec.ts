import { expect, test, type Locator, type Page } from '../support/test';

// Grids without a lone card: on a wide screen every row of cards is full, or the last row is
// the fullest any column count allows. On a phone a team card is a row, picture beside words.

async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
}

/** The number of cards in each row of a list, as the page lays them out. */
async function rowsOf(cards: Locator): Promise<number[]> {
  const tops = await cards.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  return [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
}

/** Each list of cards in the page's main content, as its rows. */
async function cardGrids(page: Page): Promise<number[][]> {
  const grids = await page.locator('main ul:has(> li.card)').all();
  return Promise.all(grids.map((grid) => rowsOf(grid.locator('> li'))));
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const path of ['/blog', '/ar/blog']) {
    test(`${path}: the ten posts of a page sit in full rows, no lone card`, async ({ page }) => {
      await page.goto(path);
      const cards = page.getByTestId('post-list').locator('article');
      await expect(cards).toHaveCount(10);
      expect(await rowsOf(cards)).toEqual([2, 2, 2, 2, 2]);
    });
  }

  test('/our-team: four leaders in one row, seven practice leads as four and three; /the-birth-of-wasla: the two founders side by side in full-width halves, each picture beside the words', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/our-team');
    const leaders = page.getByRole('region', { name: 'Leadership' }).locator('li');
    const leads = page.getByRole('region', { name: 'Practice leads' }).locator('li');
    expect(await rowsOf(leaders)).toEqual([4]);
    expect(await rowsOf(leads)).toEqual([4, 3]);
    // On a wide screen the picture stays above the words.
    const card = leaders.first();
    const picture = (await card.locator('img').boundingBox())!;
    const heading = (await card.locator('h3').boundingBox())!;
    expect(picture.y + picture.height).toBeLessThanOrEqual(heading.y);

    await page.goto('/the-birth-of-wasla');
    const founders = page.getByRole('region', { name: 'The founders' });
    expect(await rowsOf(founders.locator('li'))).toEqual([2]);
    const list = (await founders.locator('ul').boundingBox())!;
    const last = (await founders.locator('li').last().boundingBox())!;
    expect(last.x + last.width).toBeCloseTo(list.x + list.width, 0);
    // Two across, a founder's picture sits beside the words, not half a screen tall above them.
    const founder = founders.locator('li').first();
    const portrait = (await founder.locator('img').boundingBox())!;
    const name = (await founder.locator('h3').boundingBox())!;
    expect(portrait.y).toBeLessThan(name.y + name.height);
    expect((await founder.boundingBox())!.height).toBeLessThan(900 / 2);
  });

  for (const path of ['/our-team', '/the-birth-of-wasla']) {
    test(`/ar${path} lays its team out as ${path} does`, async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto(path);
      const english = await cardGrids(page);
      expect(english.length).toBeGreaterThan(0);
      await page.goto(`/ar${path}`);
      expect(await cardGrids(page)).toEqual(english);
    });
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/our-team', '/ar/our-team']) {
    test(`${path}: a team card is a row, a small picture beside the words, under a third of the screen tall`, async ({
      page,
    }) => {
      await asReturningVisitor(page);
      await page.goto(path);
      const cards = page.locator('main li.card:has(img)');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!;
        expect(box.height).toBeLessThan(844 / 3);
        const picture = (await card.locator('img').boundingBox())!;
        const heading = (await card.locator('h3').boundingBox())!;
        // Beside, not above: the picture and the heading share a line.
        expect(picture.y).toBeLessThan(heading.y + heading.height);
        expect(picture.width).toBeLessThan(box.width / 3);
      }
      // Axe on this page at this size: routes.spec.ts.
    });
  }
});
