import { expect, test } from './support/test'
import { holdScripts } from './early-input'
import { pauseClock, shellReady } from './shell-support'
import { publicDocs } from './support/cms'

const active = (page: import('@playwright/test').Page) =>
  page.locator('[aria-roledescription="slide"][aria-current="true"]').getAttribute('aria-label')

test('the featured carousel moves by keyboard and its buttons', async ({ page }) => {
  await page.goto('/')
  await shellReady(page)
  const carousel = page.locator('[aria-roledescription="carousel"]')
  await expect(carousel).toBeVisible()
  await page.getByRole('button', { name: 'Pausar a rotação automática' }).click()
  await expect.poll(() => active(page)).toMatch(/^1 de \d+$/)
  await page.getByRole('button', { name: 'Próximo case' }).click()
  await expect.poll(() => active(page)).toMatch(/^2 de/)
  await page.getByRole('button', { name: 'Próximo case' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => active(page)).toMatch(/^1 de/)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => active(page)).toMatch(/^3 de/)
})

test('the featured carousel swipes by touch', async ({ page }) => {
  await page.goto('/')
  await shellReady(page)
  await page.getByRole('button', { name: 'Pausar a rotação automática' }).click()
  const track = page.locator('[aria-roledescription="carousel"] [aria-live]').first()
  // Swiping loads once the carousel has come into view, as it has for anyone who can touch it.
  await track.scrollIntoViewIfNeeded()
  await expect(track).toHaveAttribute('data-swipe', 'ready')
  const box = (await track.boundingBox())!
  const y = box.y + 100
  const swipe = async (fromX: number, toX: number) => {
    await track.dispatchEvent('pointerdown', {
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      button: 0,
      clientX: fromX,
      clientY: y,
    })
    for (let s = 1; s <= 5; s++) {
      await track.dispatchEvent('pointermove', {
        pointerId: 7,
        pointerType: 'touch',
        isPrimary: true,
        clientX: fromX + ((toX - fromX) * s) / 5,
        clientY: y,
      })
    }
    await track.dispatchEvent('pointerup', {
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      button: 0,
      clientX: toX,
      clientY: y,
    })
  }
  await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2)
  await expect.poll(() => active(page)).toMatch(/^2 de/)
  await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8)
  await expect.poll(() => active(page)).toMatch(/^1 de/)
})

test('the cases filter changes the URL and the grid without a reload', async ({ page }) => {
  await page.goto('/cases')
  await shellReady(page) // the filter's buttons act once hydrated
  const grid = page.getByTestId('cases-grid')
  const all = await grid.locator('article').count()
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  const buttons = page.getByRole('group', { name: 'Filtrar por serviço' }).getByRole('button')
  let narrowed = false
  for (let i = 1; i < (await buttons.count()); i++) {
    const slug = await buttons.nth(i).evaluate((b) => b.textContent)
    await buttons.nth(i).click()
    await expect(page).toHaveURL(/\?service=[a-z0-9-]+$/)
    await expect(buttons.nth(i)).toHaveAttribute('aria-pressed', 'true')
    // Every card shown lists the chosen service.
    const cards = grid.locator('article')
    await expect(async () => {
      const tags = await cards.evaluateAll((list) => list.map((card) => card.textContent ?? ''))
      expect(tags.every((t) => t.includes(slug!))).toBe(true)
    }).toPass()
    if ((await cards.count()) < all) narrowed = true
  }
  expect(narrowed).toBe(true)
  // Same document: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  // The filtered URL can be shared.
  const shared = page.url()
  await page.goto(shared)
  await shellReady(page)
  await expect(
    page.getByRole('group', { name: 'Filtrar por serviço' }).getByRole('button', { pressed: true }),
  ).not.toHaveText('Todos')
  await buttons.first().click()
  await expect(page).toHaveURL(/\/cases$/)
  await expect(grid.locator('article')).toHaveCount(all)
})

test('the cases filter is on the page before its script, and hydrating it moves no card', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/cases', { waitUntil: 'domcontentloaded' })
  const buttons = page.getByRole('group', { name: 'Filtrar por serviço' }).getByRole('button')
  expect(await buttons.count()).toBeGreaterThan(1)
  // Shown as they will be, but not pressable before the island can act on them.
  for (const button of await buttons.all()) await expect(button).toBeDisabled()
  const firstCard = page.getByTestId('cases-grid').locator('article').first()
  const before = await firstCard.boundingBox()
  release()
  await shellReady(page)
  await expect(buttons.first()).toBeEnabled()
  expect(await firstCard.boundingBox()).toEqual(before)
})

test('without JavaScript the cases list shows every case and no filter that cannot work', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/cases')
  await expect(page.getByRole('group', { name: 'Filtrar por serviço' })).toBeHidden()
  await expect(page.getByTestId('cases-grid').locator('article')).toHaveCount(
    (await publicDocs(request, 'cases', 'pt')).length,
  )
  await context.close()
})

test('article pagination uses real ?page= links', async ({ page }) => {
  await page.goto('/en/posts')
  const firstPage = await page.locator('main article h2').allTextContents()
  expect(firstPage).toHaveLength(12)
  await page.getByRole('link', { name: /Next page/ }).click()
  await expect(page).toHaveURL(/\/en\/posts\?page=2$/)
  await expect(page.getByText('Page 2 of 2').first()).toBeVisible()
  const second = await page.locator('main article h2').allTextContents()
  expect(second.length).toBeGreaterThan(0)
  expect(second.some((t) => firstPage.includes(t))).toBe(false)
  await page.getByRole('link', { name: /Previous page/ }).click()
  await expect(page).toHaveURL(/\/en\/posts$/)
  const direct = await page.request.get('/posts?page=2')
  expect(direct.status()).toBe(200)
  expect((await page.request.get('/posts?page=99')).status()).toBe(404)
})

test('the hero glow holds still while the page loads, then is transform-only and runs only on screen, in a visible tab', async ({
  page,
}) => {
  const glow = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('[data-motion]')!, '::before')
      return { state: style.animationPlayState, name: style.animationName, filter: style.filter }
    })
  // Before the scripts have run, from the first frame: held.
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  expect(await glow()).toEqual({ state: 'paused', name: expect.stringContaining('drift'), filter: 'none' })
  release()
  await shellReady(page)
  await expect.poll(glow).toEqual({ state: 'running', name: expect.stringContaining('drift'), filter: 'none' })
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  await expect.poll(async () => (await glow()).state).toBe('paused')
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect.poll(async () => (await glow()).state).toBe('running')
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(async () => (await glow()).state).toBe('paused')
})

test('the carousel advances on its own only while on screen', async ({ page }) => {
  // The page's timers on Playwright's clock: the autoplay's 7 s pass when the test moves the clock.
  await page.clock.install()
  await page.goto('/')
  await shellReady(page)
  await expect.poll(() => active(page)).toMatch(/^1 de/)
  await pauseClock(page)
  // Off screen for longer than one autoplay step (7 s): it stays where it was.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  await page.clock.runFor(8000)
  expect(await active(page)).toMatch(/^1 de/)
  await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded()
  // Back on screen: the next step comes within 7 s of the page's time (the clock moves 500 ms per look).
  let waited = 0
  const afterHalfASecond = async () => {
    await page.clock.runFor(500)
    waited += 500
    return active(page)
  }
  await expect.poll(afterHalfASecond, { timeout: 30_000, intervals: [50] }).toMatch(/^2 de/)
  expect(waited).toBeLessThanOrEqual(7500)
})
