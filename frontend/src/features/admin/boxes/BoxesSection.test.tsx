import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ppmToPercent, ppmToProbability, type AdminBoxDto, type AdminPrizeDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { useSessionStore } from '../../../stores/useSessionStore';
import { resetStaffStore } from '../../../stores/useStaffStore';
import { useToastStore } from '../../../stores/useToastStore';
import { fetchRoutes, type FakeRoute } from '../../../../test/fetchRoutes';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';

// Each test drives a whole editor with typed input; on a loaded 2-core machine that takes longer than Jest's 5 s.
jest.setTimeout(20_000);

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ user: buildUser({ role: 'admin', username: 'root' }), token: 't', loading: false });
});

const BOX = 'a'.repeat(24);
const prize = (n: number, name: string, oddsPpm: number): AdminPrizeDto => ({
  id: String(n).padStart(24, 'b'),
  boxId: BOX,
  name,
  description: '',
  value: '10.00',
  currency: 'USD',
  valueInUSD: '10.00',
  probability: ppmToProbability(oddsPpm),
  oddsPpm,
  probabilityPercent: ppmToPercent(oddsPpm),
  rarity: 'common',
  imageUrl: '',
  iconClass: 'gift',
  version: 1,
  position: n - 1,
  updatedAt: '2026-01-15T12:00:00.000Z',
});

function adminBox(odds: number[], overrides: Partial<AdminBoxDto> = {}): AdminBoxDto {
  const prizes = odds.map((ppm, i) => prize(i + 1, `Prize ${i + 1}`, ppm));
  return {
    id: BOX,
    slug: null,
    name: 'Draft Vault',
    description: 'A draft',
    imageUrl: '/media/catalog/boxes/apple-vault.svg',
    priceCoins: 500,
    priceInUSD: '5.00',
    currency: 'USD',
    category: 'Tech',
    isFeatured: false,
    status: 'draft',
    version: 4,
    oddsVersion: 4,
    prizeCount: prizes.length,
    oddsTotalPpm: odds.reduce((a, b) => a + b, 0),
    publishedAt: null,
    archivedAt: null,
    createdAt: '2026-01-15T12:00:00.000Z',
    updatedAt: '2026-01-15T12:00:00.000Z',
    prizes,
    ...overrides,
  };
}

function serve(box: AdminBoxDto, routes: Record<string, FakeRoute> = {}) {
  return fetchRoutes({
    'GET /api/staff/feed': { body: { entries: [], seq: 0 } },
    [`GET /api/admin/boxes/${BOX}`]: { body: box },
    ...routes,
  });
}

const total = () => screen.getByTestId('odds-total');
/** The console section loads lazily: the first sight of it may take a while on a loaded machine. */
const editorReady = () => screen.findByTestId('box-editor', {}, { timeout: 5000 });
const probability = (name: string) => screen.getByRole('textbox', { name: `Probability of ${name} in percent` });

describe('box editor: the odds table and publishing', () => {
  it("says 'Should equal 100%' until the odds total exactly 100% (33.4 + 33.3 + 33.3), and publishes only saved, exact odds", async () => {
    const exact = adminBox([334_000, 333_000, 333_000], { version: 5 });
    const { calls } = serve(adminBox([334_000, 333_000, 332_000]), {
      [`PUT /api/admin/boxes/${BOX}/odds`]: { body: exact },
      [`POST /api/admin/boxes/${BOX}/publish`]: { body: { ...exact, status: 'published', version: 6 } },
    });
    const user = userEvent.setup();
    renderApp(`/admin/boxes?box=${BOX}`);
    await editorReady();
    expect(total()).toHaveTextContent('Total 99.9%');
    expect(total()).toHaveTextContent('Should equal 100%');
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();

    await user.clear(probability('Prize 3'));
    await user.type(probability('Prize 3'), '33.3');
    expect(total()).toHaveTextContent('Total 100%');
    expect(total()).toHaveTextContent('Exactly 100%');
    expect(publish).toBeDisabled(); // not saved yet
    await user.clear(probability('Prize 3'));
    await user.type(probability('Prize 3'), '33.33333');
    expect(total()).toHaveTextContent('Total —');
    expect(screen.getByTestId('save-odds')).toBeDisabled();
    await user.clear(probability('Prize 3'));
    await user.type(probability('Prize 3'), '33.3');

    await user.click(screen.getByTestId('save-odds'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-odds')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 4,
      prizes: [
        { id: exact.prizes[0]!.id, probability: '33.4' },
        { id: exact.prizes[1]!.id, probability: '33.3' },
        { id: exact.prizes[2]!.id, probability: '33.3' },
      ],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByTestId('box-status')).toHaveAttribute('data-status', 'published'));
    expect(calls.find((c) => c.path.endsWith('/publish'))?.body).toEqual({ version: 5, confirmRtp: false });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Box published' });
  });

  it('asks before publishing a box that returns more than 100%, with the figure, and publishes only once confirmed', async () => {
    const box = adminBox([500_000, 500_000]);
    const refusal = {
      status: 409,
      body: {
        code: 'RTP_CONFIRMATION_REQUIRED',
        message: 'This box returns 200% of its price to players on average.',
        details: { rtpPercent: '200', minPercent: '50', maxPercent: '100', side: 'above' },
      },
    };
    const { calls } = serve(box, {
      [`POST /api/admin/boxes/${BOX}/publish`]: ({ body }) =>
        (body as { confirmRtp: boolean }).confirmRtp ? { body: { ...box, status: 'published', version: 5 } } : refusal,
    });
    const user = userEvent.setup();
    renderApp(`/admin/boxes?box=${BOX}`);
    await editorReady();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a box that returns 200%?' });
    expect(dialog).toHaveTextContent('On average players get back 200% of what they pay: more than 100%');
    expect(useToastStore.getState().toasts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(screen.getByTestId('box-status')).toHaveAttribute('data-status', 'published'));
    expect(calls.filter((c) => c.path.endsWith('/publish')).map((c) => c.body)).toEqual([
      { version: 4, confirmRtp: false },
      { version: 4, confirmRtp: true },
    ]);
  });

  it('reorders with the arrows and saves the order as one odds table', async () => {
    const box = adminBox([600_000, 400_000]);
    const { calls } = serve(box, { [`PUT /api/admin/boxes/${BOX}/odds`]: { body: { ...box, version: 5 } } });
    const user = userEvent.setup();
    renderApp(`/admin/boxes?box=${BOX}`);
    await editorReady();
    await user.click(screen.getByRole('button', { name: 'Move Prize 2 up' }));
    expect(screen.getAllByTestId('prize-name').map((n) => n.textContent)).toEqual(['Prize 2', 'Prize 1']);
    expect(screen.getByRole('button', { name: 'Edit Prize 1' })).toBeDisabled();
    await user.click(screen.getByTestId('save-odds'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')?.body as { prizes: { id: string }[] }).prizes.map((p) => p.id)).toEqual([
      box.prizes[1]!.id,
      box.prizes[0]!.id,
    ]);
  });

  it('a colleague changed the box meanwhile: the save is refused (409), the toast says so and the box is reloaded', async () => {
    const { calls } = serve(adminBox([500_000, 500_000]), {
      [`PUT /api/admin/boxes/${BOX}/odds`]: {
        status: 409,
        body: { code: 'VERSION_CONFLICT', message: 'changed', details: { version: '7' } },
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/boxes?box=${BOX}`);
    await editorReady();
    await user.clear(probability('Prize 1'));
    await user.type(probability('Prize 1'), '40');
    await user.clear(probability('Prize 2'));
    await user.type(probability('Prize 2'), '60');
    const loads = () => calls.filter((c) => c.method === 'GET' && c.path === `/api/admin/boxes/${BOX}`).length;
    const before = loads();
    await user.click(screen.getByTestId('save-odds'));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Failed to save the odds',
        description: expect.stringContaining('Someone else changed this box meanwhile'),
      }),
    );
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(screen.queryByTestId('unsaved-odds')).not.toBeInTheDocument();
  });

  it("toasts 'Failed to load box details' when the box cannot be read, and 'Prize not found' for a prize that is gone", async () => {
    fetchRoutes({ 'GET /api/staff/feed': { body: { entries: [], seq: 0 } } });
    renderApp(`/admin/boxes?box=${BOX}`);
    await waitFor(() => expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Failed to load box details' }), {
      timeout: 5000,
    });

    act(() => useToastStore.setState({ toasts: [] }));
    const box = adminBox([1_000_000]);
    serve(box, {
      [`DELETE /api/admin/prizes/${box.prizes[0]!.id}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'Prize not found' } },
    });
    const user = userEvent.setup();
    renderApp(`/admin/boxes?box=${BOX}`);
    await editorReady();
    await user.click(screen.getByRole('button', { name: 'Delete Prize 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm'));
    await waitFor(() => expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Prize not found' }));
  });
});

describe('the box dialog', () => {
  it('checks the fields with the protocol schema (translated), and creates a draft that opens in the editor', async () => {
    const created = adminBox([], { name: 'Fresh Box' });
    const { calls } = serve(created, {
      'GET /api/admin/boxes': { body: [] },
      'POST /api/admin/boxes': { status: 201, body: created },
      'POST /api/admin/upload': { status: 201, body: { url: `/media/uploads/${'f'.repeat(32)}.png` } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/boxes');
    await user.click(await screen.findByTestId('new-box', {}, { timeout: 5000 }));
    const form = await screen.findByTestId('box-form');
    await user.type(within(form).getByLabelText('Price (USD)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Create box' }));
    expect(await within(form).findByText('The price must be above 0')).toBeInTheDocument();
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('An image is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name'), 'Fresh Box');
    await user.type(within(form).getByLabelText('Description'), 'New');
    await user.clear(within(form).getByLabelText('Price (USD)'));
    await user.type(within(form).getByLabelText('Price (USD)'), '5');
    await user.upload(within(form).getByTestId('image-input'), new File([new Uint8Array([0x89, 0x50])], 'box.png', { type: 'image/png' }));
    await waitFor(() => expect(within(form).getByTestId('image-preview')).toHaveAttribute('src', `/media/uploads/${'f'.repeat(32)}.png`));
    await user.click(within(form).getByRole('button', { name: 'Create box' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?box=${BOX}`));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/boxes')?.body).toMatchObject({
      name: 'Fresh Box',
      price: '5',
      category: 'Tech',
      isFeatured: false,
      imageUrl: `/media/uploads/${'f'.repeat(32)}.png`,
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Box created' });
  });

  it("says 'Failed to upload image' with the reason when the server refuses the file", async () => {
    serve(adminBox([]), {
      'GET /api/admin/boxes': { body: [] },
      'POST /api/admin/upload': { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only PNG...' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/boxes');
    await user.click(await screen.findByTestId('new-box', {}, { timeout: 5000 }));
    await user.upload(await screen.findByTestId('image-input'), new File(['<svg/>'], 'x.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Failed to upload image',
        description: 'That file type is not supported.',
      }),
    );
    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
  });
});
