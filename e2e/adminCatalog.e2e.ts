import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AdminBoxDto, AuthResponseDto } from '@nova/protocol';
import { browserSuite, signedIn } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const PASSWORD = 'player-pass-1';
const SHOTS = join(__dirname, '..', 'test-results', 'admin-catalog');
const BOX_NAME = 'Midnight Neon Drop';

/** A real 32x32 PNG (the upload is checked by content and shown as a preview). */
const PNG = Buffer.from(
  [
    'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAHu0lEQVR42g3NocqrAACA0fsQ30P8ybS0trRksi0tLdksCgMNDgyG',
    'IQaDyMIGggYHghgUBltwILgwxGAYw2AwLKzfnRc4//5QBdQZ6hx1gbpEFVEl1BXqGnWDKqMqqBqqjrpDtVEdVA81QD2hRqhn1Ay1',
    'RL2i3lEb1Ba1R32jjqj//tgKbGds52wXbJdsRbYS2xXbNdsNW5mtwlZjq7PdsbXZOmw9tgHbE9uI7ZltxrZke2V7Z9uwbdn2bN9s',
    'R7a/wBAwZhhzjAXGEkPEkDBWGGuMDYaMoWBoGDrGDsPGcDA8jADjhBFhnDEyjBLjinHHaDBajB7jjTFi/AJTwJxhzjEXmEtMEVPC',
    'XGGuMTeYMqaCqWHqmDtMG9PB9DADzBNmhHnGzDBLzCvmHbPBbDF7zDfmiPkLLAFrhjXHWmAtsUQsCWuFtcbaYMlYCpaGpWPtsGws',
    'B8vDCrBOWBHWGSvDKrGuWHesBqvF6rHeWCPWL7AF7Bn2HHuBvcQWsSXsFfYae4MtYyvYGraOvcO2sR1sDzvAPmFH2GfsDLvEvmLf',
    'sRvsFrvHfmOP2L9gL7CfsZ+zX7BfshfZS+xX7NfsN+xl9gp7jb3OfsfeZu+w99gH7E/sI/Zn9hn7kv2V/Z19w75l37N/sx/Z/wJX',
    'wJ3hznEXuEtcEVfCXeGucTe4Mq6Cq+HquDtcG9fB9XAD3BNuhHvGzXBL3CvuHbfBbXF73DfuiPsLPAFvhjfHW+At8UQ8CW+Ft8bb',
    '4Ml4Cp6Gp+Pt8Gw8B8/DC/BOeBHeGS/DK/GueHe8Bq/F6/HeeCPeL/AF/Bn+HH+Bv8QX8SX8Ff4af4Mv4yv4Gr6Ov8O38R18Dz/A',
    'P+FH+Gf8DL/Ev+Lf8Rv8Fr/Hf+OP+L/gIHCYcZhzWHBYchA5SBxWHNYcNhxkDgoHjYPOYcfB5uBw8DgEHE4cIg5nDhmHksOVw51D',
    'w6Hl0HN4cxg5/IKjwHHGcc5xwXHJUeQocVxxXHPccJQ5Khw1jjrHHUebo8PR4xhwPHGMOJ45ZhxLjleOd44Nx5Zjz/HNceT4C0KB',
    'cEY4J1wQLglFQolwRbgm3BDKhAqhRqgT7ghtQofQIwwIT4QR4ZkwIywJr4R3woawJewJ34Qj4S+IBeIZ8Zx4QbwkFokl4hXxmnhD',
    'LBMrxBqxTrwjtokdYo84ID4RR8Rn4oy4JL4S34kb4pa4J34Tj8S/IBFIZiRzkgXJkkQkkUhWJGuSDYlMopBoJDrJjsQmcUg8koDk',
    'RBKRnEkykpLkSnInaUhakp7kTTKS/IJUIJ2RzkkXpEtSkVQiXZGuSTekMqlCqpHqpDtSm9Qh9UgD0hNpRHomzUhL0ivpnbQhbUl7',
    '0jfpSPoLcoF8Rj4nX5AvyUVyiXxFvibfkMvkCrlGrpPvyG1yh9wjD8hP5BH5mTwjL8mv5Hfyhrwl78nf5CP5LygEihnFnGJBsaQQ',
    'KSSKFcWaYkMhUygUGoVOsaOwKRwKjyKgOFFEFGeKjKKkuFLcKRqKlqKneFOMFL/gInCZcZlzWXBZchG5SFxWXNZcNlxkLgoXjYvO',
    'ZcfF5uJw8bgEXE5cIi5nLhmXksuVy51Lw6Xl0nN5cxm5/IKbwG3Gbc5twW3JTeQmcVtxW3PbcJO5Kdw0bjq3HTebm8PN4xZwO3GL',
    'uJ25ZdxKbldud24Nt5Zbz+3NbeT2CyqBakY1p1pQLalEKolqRbWm2lDJVAqVRqVT7ahsKofKowqoTlQR1ZkqoyqprlR3qoaqpeqp',
    '3lQj1S+oBeoZ9Zx6Qb2kFqkl6hX1mnpDLVMr1Bq1Tr2jtqkdao86oD5RR9Rn6oy6pL5S36kb6pa6p35Tj9S/4CHwmPGY81jwWPIQ',
    'eUg8VjzWPDY8ZB4KD42HzmPHw+bh8PB4BDxOPCIeZx4Zj5LHlcedR8Oj5dHzePMYefyCp8BzxnPOc8FzyVPkKfFc8Vzz3PCUeSo8',
    'NZ46zx1Pm6fD0+MZ8DzxjHieeWY8S55XnneeDc+WZ8/zzXPk+Qs6gW5GN6db0C3pRDqJbkW3ptvQyXQKnUan0+3obDqHzqML6E50',
    'Ed2ZLqMr6a50d7qGrqXr6d50I90v6AX6Gf2cfkG/pBfpJfoV/Zp+Qy/TK/QavU6/o7fpHXqPPqA/0Uf0Z/qMvqS/0t/pG/qWvqd/',
    '04/0v+Al8JrxmvNa8FryEnlJvFa81rw2vGReCi+Nl85rx8vm5fDyeAW8TrwiXmdeGa+S15XXnVfDq+XV83rzGnn9gkFgmDHMGRYM',
    'SwaRQWJYMawZNgwyg8KgMegMOwabwWHwGAKGE0PEcGbIGEqGK8OdoWFoGXqGN8PI8AtGgXHGOGdcMC4ZRUaJccW4ZtwwyowKo8ao',
    'M+4YbUaH0WMMGE+MEeOZMWMsGa+Md8aGsWXsGd+MI+MvmASmGdOcacG0ZBKZJKYV05ppwyQzKUwak860Y7KZHCaPKWA6MUVMZ6aM',
    'qWS6Mt2ZGqaWqWd6M41Mv+Aj8JnxmfNZ8FnyEflIfFZ81nw2fGQ+Ch+Nj85nx8fm4/Dx+AR8TnwiPmc+GZ+Sz5XPnU/Dp+XT83nz',
    'Gfn8gq/Ad8Z3znfBd8lX5CvxXfFd893wlfkqfDW+Ot8dX5uvw9fjG/A98Y34nvlmfEu+V753vg3flm/P98135Psf+7dMTF15rU0A',
    'AAAASUVORK5CYII=',
  ].join(''),
  'base64',
);

async function register(page: Page, name: string): Promise<AuthResponseDto> {
  const res = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: PASSWORD },
  });
  if (res.status() !== 201) throw new Error(`register ${name}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as AuthResponseDto;
}

async function adminToken(page: Page): Promise<string> {
  return ((await (await page.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto).token;
}

/** Screenshots the page as it is, at `width` (toasts closed), and checks nothing sticks out sideways. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click().catch(() => {});
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: !name.includes('dialog') });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const total = (page: Page) => page.getByTestId('odds-total');

/** Adds a prize through the prize dialog. */
async function addPrize(page: Page, prize: { name: string; value: string; probability: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add prize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add prize' });
  await dialog.getByLabel('Name', { exact: true }).fill(prize.name);
  await dialog.getByLabel('Value', { exact: true }).fill(prize.value);
  await dialog.getByLabel('Probability (%)').fill(prize.probability);
  await dialog.getByRole('button', { name: 'Add prize' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('prize-name').filter({ hasText: prize.name }).waitFor();
}

browserSuite('admin catalog', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('an admin builds and publishes a box; a player sees it appear live, opens it, and the opening streams into the console', async ({
    newPage,
  }) => {
    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    const shopper = await newPage({ viewport: { width: 1280, height: 900 } });

    // The player waits on /boxes (already loaded), with coins.
    const player = await register(shopper, 'Juniper');
    const token = await adminToken(admin);
    const granted = await admin.request.post('/api/admin/give-coins', {
      data: { userId: player.user.id, amount: 5_000, reason: 'browser test' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(granted.status()).toBe(200);
    await signedIn(shopper, player, '/boxes');
    await shopper.getByTestId('box-card').first().waitFor();
    expect(await shopper.getByTestId('box-card').filter({ hasText: BOX_NAME }).count()).toBe(0);

    // The admin signs in, lands on the Overview and goes to the Boxes section.
    await admin.goto('/admin-login');
    await admin.getByLabel('Email').fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL(/\/admin\/overview$/);
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Boxes' }).click();
    await admin.waitForURL(/\/admin\/boxes$/);
    await heading(admin, 'Boxes').waitFor();
    await admin.getByTestId('admin-box').first().waitFor();
    await shoot(admin, 'list', 1280);

    // New box: the dialog checks the fields, the image is uploaded and previewed.
    await admin.getByTestId('new-box').click();
    const boxDialog = admin.getByRole('dialog', { name: 'New box' });
    await boxDialog.getByRole('button', { name: 'Create box' }).click();
    await boxDialog.getByText('Name is required').waitFor();
    await boxDialog.getByText('An image is required').waitFor();
    await boxDialog.getByLabel('Name').fill(BOX_NAME);
    await boxDialog.getByLabel('Description').fill('Three prizes, glowing in the dark.');
    await boxDialog.getByLabel('Price (USD)').fill('7.50');
    await boxDialog.getByTestId('image-input').setInputFiles({ name: 'neon.png', mimeType: 'image/png', buffer: PNG });
    await boxDialog.getByTestId('image-preview').waitFor();
    expect(await boxDialog.getByTestId('image-preview').getAttribute('src')).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    await shoot(admin, 'box-dialog', 1280);
    await boxDialog.getByRole('button', { name: 'Create box' }).click();
    await boxDialog.waitFor({ state: 'hidden' });
    await admin.getByTestId('box-editor').waitFor();
    await admin.getByTestId('box-status').filter({ hasText: 'Draft' }).waitFor();

    // Three prizes adding up to 99.9%: the hint shows and Publish stays off.
    await addPrize(admin, { name: 'Neon Lamp', value: '45.00', probability: '20' });
    await addPrize(admin, { name: 'Glow Stickers', value: '3.50', probability: '50' });
    await addPrize(admin, { name: 'Nothing', value: '0', probability: '29.9' });
    await total(admin).getByText('Should equal 100%').waitFor();
    await total(admin).getByText('Total 99.9%').waitFor();
    expect(await admin.getByTestId('publish').isDisabled()).toBe(true);
    await shoot(admin, 'editor', 1280);

    // Fix the odds in place, save them as one table, publish.
    await admin.getByRole('textbox', { name: 'Probability of Nothing in percent' }).fill('30');
    await total(admin).getByText('Exactly 100%').waitFor();
    await admin.getByTestId('save-odds').click();
    await admin.getByTestId('unsaved-odds').waitFor({ state: 'hidden' });
    await admin.getByTestId('publish').click();
    await admin.getByTestId('box-status').filter({ hasText: 'Published' }).waitFor();

    // The player's /boxes shows it without a reload.
    const card = shopper.getByTestId('box-card').filter({ hasText: BOX_NAME });
    await card.waitFor({ timeout: 10_000 });

    // The admin watches the live openings; the player opens the new box.
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Live openings' }).click();
    await heading(admin, 'Live openings').waitFor();
    await admin.getByRole('heading', { name: 'Openings stream' }).waitFor();
    await card.click();
    const details = shopper.getByRole('dialog', { name: BOX_NAME });
    await details.getByTestId('prize-row').filter({ hasText: 'Neon Lamp' }).waitFor();
    await details.getByTestId('open-box').click();
    await shopper.getByTestId('opening-result').waitFor({ timeout: 15_000 });
    const row = admin.getByTestId('staff-opening').filter({ hasText: BOX_NAME });
    await row.getByText('Juniper').waitFor({ timeout: 10_000 });
  }, 120_000);

  test('an open details dialog follows an edit of the odds, and the next opening carries the new version', async ({ newPage }) => {
    const shopper = await newPage({ viewport: { width: 1280, height: 900 } });
    const token = await adminToken(shopper);
    const auth = { Authorization: `Bearer ${token}` };
    const created = (await (
      await shopper.request.post('/api/admin/boxes', {
        headers: auth,
        data: {
          name: 'Live Odds Box',
          description: 'Odds that move',
          price: '2.00',
          imageUrl: '/media/catalog/boxes/apple-vault.svg',
          category: 'Gaming',
        },
      })
    ).json()) as AdminBoxDto;
    let box = created;
    for (const [name, probability, value] of [
      ['Controller', '40', '60.00'],
      ['Nothing', '60', '0'],
    ] as const) {
      box = (
        (await (
          await shopper.request.post('/api/admin/prizes', { headers: auth, data: { boxId: box.id, name, probability, value } })
        ).json()) as { box: AdminBoxDto }
      ).box;
    }
    box = (await (
      await shopper.request.post(`/api/admin/boxes/${box.id}/publish`, { headers: auth, data: { version: box.version } })
    ).json()) as AdminBoxDto;

    const player = await register(shopper, 'Rowan');
    await shopper.request.post('/api/admin/give-coins', { headers: auth, data: { userId: player.user.id, amount: 2_000 } });
    // Every opening request the page sends, over the socket or REST.
    const sent: string[] = [];
    shopper.on('websocket', (ws) =>
      ws.on('framesent', ({ payload }) => void (String(payload).includes('box:open') && sent.push(String(payload)))),
    );
    shopper.on('request', (req) => void (req.method() === 'POST' && req.url().endsWith('/open') && sent.push(req.postData() ?? '')));
    await signedIn(shopper, player, '/boxes');
    await shopper.getByTestId('box-card').filter({ hasText: 'Live Odds Box' }).click();
    const details = shopper.getByRole('dialog', { name: 'Live Odds Box' });
    await details.getByTestId('prize-row').filter({ hasText: '40%' }).waitFor();

    // An admin moves the odds while the dialog is open: it shows the new ones.
    const [controller, nothing] = box.prizes;
    const edited = await shopper.request.put(`/api/admin/boxes/${box.id}/odds`, {
      headers: auth,
      data: {
        version: box.version,
        prizes: [
          { id: controller!.id, probability: '25' },
          { id: nothing!.id, probability: '75' },
        ],
      },
    });
    expect(edited.status()).toBe(200);
    const after = (await edited.json()) as AdminBoxDto;
    expect(after.oddsVersion).toBe(box.oddsVersion + 1);
    await details.getByTestId('prize-row').filter({ hasText: '25%' }).waitFor({ timeout: 10_000 });
    await details.getByTestId('open-box').click();
    await shopper.getByTestId('opening-result').waitFor({ timeout: 15_000 });
    expect(sent.join(' ')).toContain(`"oddsVersion":${after.oddsVersion}`);
  }, 90_000);

  test('the Boxes section and its dialogs fit 375 px and 1280 px', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 375, height: 812 } });
    const session = (await (await page.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto;
    const auth = { Authorization: `Bearer ${session.token}` };
    let box = (await (
      await page.request.post('/api/admin/boxes', {
        headers: auth,
        data: {
          name: 'Pocket Vault',
          description: 'A box to look at on a phone.',
          price: '12.99',
          imageUrl: '/media/catalog/boxes/apple-vault.svg',
          category: 'Luxury',
          isFeatured: true,
        },
      })
    ).json()) as AdminBoxDto;
    for (const [name, probability, value, rarity] of [
      ['Chronograph Watch With A Long Name', '0.5', '1250.00', 'legendary'],
      ['Leather Wallet', '24.5', '80.00', 'rare'],
      ['Nothing', '75', '0', 'none'],
    ] as const) {
      box = (
        (await (
          await page.request.post('/api/admin/prizes', { headers: auth, data: { boxId: box.id, name, probability, value, rarity } })
        ).json()) as { box: AdminBoxDto }
      ).box;
    }
    await signedIn(page, session, '/admin/boxes');
    await page.getByTestId('admin-box').first().waitFor();
    await shoot(page, 'list', 375);
    await page.getByRole('button', { name: 'Open Pocket Vault' }).click();
    await page.getByTestId('box-editor').waitFor();
    await total(page).getByText('Exactly 100%').waitFor();
    // On a phone the name keeps its room next to the picture and the actions (the odds input sits on its own row).
    const nameBox = await page.getByTestId('prize-name').filter({ hasText: 'Leather Wallet' }).boundingBox();
    expect(nameBox?.width).toBeGreaterThan(100);
    for (const width of [375, 1280]) await shoot(page, 'editor-published-ready', width);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Edit box' }).click();
    await page.getByRole('dialog', { name: 'Edit box' }).waitFor();
    await shoot(page, 'box-dialog', 375);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Leather Wallet' }).click();
    await page.getByRole('dialog', { name: 'Edit prize' }).waitFor();
    await shoot(page, 'prize-dialog', 375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'prize-dialog', 1280);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete Pocket Vault?' }).waitFor();
    await shoot(page, 'delete-dialog', 1280);
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'delete-dialog', 375);
  });
});
