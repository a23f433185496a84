import { mkdirSync } from 'node:fs';
import type { AdminBoxDto, AuditPageDto, AuthResponseDto } from '@nova/protocol';
import { ADMIN, PNG, SHOTS, addPrize, adminToken, heading, register, shoot, total } from './adminCatalogPages';
import { browserSuite, signedIn } from './harness';

const BOX_NAME = 'Midnight Neon Drop';

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
    // The box returns $10.75 for $7.50 on average: publishing it asks first, with the figure; cancelling keeps the draft.
    await admin.getByTestId('publish').click();
    const confirm = admin.getByRole('dialog', { name: 'Publish a box that returns 143.33%?' });
    await confirm.getByText('On average players get back 143.33% of what they pay').waitFor();
    for (const width of [375, 1280]) await shoot(admin, 'publish-rtp-dialog', width);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByTestId('box-status').filter({ hasText: 'Draft' }).waitFor();
    await admin.getByTestId('publish').click();
    await confirm.getByRole('button', { name: 'Publish anyway' }).click();
    await admin.getByTestId('box-status').filter({ hasText: 'Published' }).waitFor();
    const audit = await admin.request.get('/api/admin/audit?limit=1', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await audit.json()) as AuditPageDto).entries[0]).toMatchObject({
      action: 'box.published',
      after: { status: 'published', returnToPlayer: '143.33', returnToPlayerConfirmed: true },
    });

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
      await shopper.request.post(`/api/admin/boxes/${box.id}/publish`, { headers: auth, data: { version: box.version, confirmRtp: true } })
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

  test("each Add prize opens empty (not the previous prize's values or image); a prize without an image shows a gift everywhere", async ({
    newPage,
  }) => {
    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    const session = (await (await admin.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto;
    const auth = { Authorization: `Bearer ${session.token}` };
    const data = { name: 'Two Prize Box', description: 'One prize with a picture, one without.', price: '1.10', category: 'Tech' };
    const created = await admin.request.post('/api/admin/boxes', {
      headers: auth,
      data: { ...data, imageUrl: '/media/catalog/boxes/apple-vault.svg' },
    });
    const box = (await created.json()) as AdminBoxDto;
    await signedIn(admin, session, `/admin/boxes?box=${box.id}`);
    await admin.getByTestId('box-editor').waitFor();

    // The first prize, with a picture.
    await admin.getByRole('button', { name: 'Add prize' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add prize' });
    await dialog.getByLabel('Name', { exact: true }).fill('Desk Lamp');
    await dialog.getByLabel('Value', { exact: true }).fill('1');
    await dialog.getByLabel('Probability (%)').fill('50');
    await dialog.getByTestId('image-input').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByTestId('image-preview').waitFor();
    await dialog.getByRole('button', { name: 'Add prize' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByTestId('prize-name').filter({ hasText: 'Desk Lamp' }).waitFor();

    // The second opens empty: no name, value, probability or picture carried over.
    await admin.getByRole('button', { name: 'Add prize' }).click();
    for (const label of ['Name', 'Value']) expect(await dialog.getByLabel(label, { exact: true }).inputValue()).toBe('');
    expect(await dialog.getByLabel('Probability (%)').inputValue()).toBe('');
    expect(await dialog.getByTestId('image-preview').count()).toBe(0);
    for (const width of [375, 1280]) await shoot(admin, 'add-prize-again-dialog', width);
    await dialog.getByLabel('Name', { exact: true }).fill('Sticker Pack');
    await dialog.getByLabel('Value', { exact: true }).fill('1');
    await dialog.getByLabel('Probability (%)').fill('50');
    await dialog.getByRole('button', { name: 'Add prize' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The console shows the gift for it, and the API gives each prize its own picture (none for the second).
    await admin.getByTitle('No image: a gift placeholder is shown').waitFor();
    const saved = (await (await admin.request.get(`/api/admin/boxes/${box.id}`, { headers: auth })).json()) as AdminBoxDto;
    expect(saved.prizes.map((p) => [p.name, p.imageUrl])).toEqual([
      ['Desk Lamp', expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.png$/)],
      ['Sticker Pack', ''],
    ]);
    await admin.getByTestId('publish').click();
    await admin.getByTestId('box-status').filter({ hasText: 'Published' }).waitFor();

    // The shop's details show the uploaded picture for one and the gift placeholder (not the box's picture) for the other.
    const shopper = await newPage({ viewport: { width: 375, height: 812 } });
    await signedIn(shopper, await register(shopper, 'Hazel'), '/boxes');
    await shopper.getByTestId('box-card').filter({ hasText: 'Two Prize Box' }).click();
    const rows = shopper.getByRole('dialog', { name: 'Two Prize Box' }).getByTestId('prize-row');
    const lamp = rows.filter({ hasText: 'Desk Lamp' }).locator('img');
    expect(await lamp.getAttribute('src')).toBe(saved.prizes[0]!.imageUrl);
    const stickers = rows.filter({ hasText: 'Sticker Pack' }).locator('img');
    expect(await stickers.getAttribute('data-prize-placeholder')).toBe('');
    expect(await stickers.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    for (const width of [375, 1280]) {
      await shopper.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await rows.last().scrollIntoViewIfNeeded();
      await shoot(shopper, 'details-without-prize-image-dialog', width);
    }
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
