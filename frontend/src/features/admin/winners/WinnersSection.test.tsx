import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffWinnerDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { resetStaffStore } from '../../../stores/useStaffStore';
import { useSessionStore } from '../../../stores/useSessionStore';
import { useToastStore } from '../../../stores/useToastStore';
import { buildAdminUser, buildBox, buildUser } from '../../../../test/fixtures';
import { buildWinner } from '../../../../test/realtimeFixtures';
import { renderApp } from '../../../../test/render';
import { routeFetch } from '../../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ user: buildUser({ id: 'me', role: 'admin', isAdmin: true, username: 'boss' }), token: 't', loading: false });
});

const staffWinner = (overrides: Partial<StaffWinnerDto> = {}): StaffWinnerDto => ({
  ...buildWinner(),
  hidden: false,
  hiddenAt: null,
  hiddenBy: null,
  ...overrides,
});
const toast = () => useToastStore.getState().toasts[0];

/** An admin winners API over a list: GET filters by visibility; PATCH flips `hidden`; POST answers `added` (or fails). */
function serve(winners: StaffWinnerDto[], added: { status: number; body: unknown } | null = null) {
  const player = buildAdminUser({ username: 'lucky' });
  const { fn } = routeFetch({
    'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
    'GET /api/boxes': () => [buildBox({ id: 'b'.repeat(24), name: 'Tech Box' })],
    'GET /api/admin/users': () => ({ users: [player], total: 1, page: 1, pageSize: 8 }),
    'GET /api/admin/winners': (url) => {
      const v = url.searchParams.get('visibility');
      return { entries: winners.filter((w) => v === 'all' || w.hidden === (v === 'hidden')), nextCursor: null };
    },
    ...Object.fromEntries(
      winners.map((w) => [
        `PATCH /api/admin/winners/${w.id}`,
        () => {
          w.hidden = !w.hidden;
          w.hiddenBy = w.hidden ? 'boss' : null;
          w.hiddenAt = w.hidden ? '2026-06-01T12:00:00.000Z' : null;
          return { ...w };
        },
      ]),
    ),
    'POST /api/admin/winners': () => added ?? { status: 201, body: buildWinner({ username: 'lucky', prizeName: 'Jet ski' }) },
  });
  return { fn, player };
}

const card = (prize: string) => within(screen.getAllByTestId('admin-winner').find((c) => c.textContent?.includes(prize))!);

describe('Winners section', () => {
  it('lists every winner with where it came from, hides and shows one again, and filters by visibility', async () => {
    const u = userEvent.setup();
    const { fn } = serve([
      staffWinner({ prizeName: 'Console', username: 'vega' }),
      staffWinner({
        prizeName: 'Poster',
        username: 'orion',
        source: 'admin',
        hidden: true,
        hiddenBy: 'root',
        hiddenAt: '2026-05-01T00:00:00.000Z',
      }),
    ]);
    renderApp('/admin/winners');
    await screen.findByRole('heading', { level: 1, name: 'Winners' });
    await waitFor(() => expect(screen.getAllByTestId('admin-winner')).toHaveLength(2));
    expect(card('Console').getByText('Real win')).toBeInTheDocument();
    expect(card('Poster').getByText('Added by an admin')).toBeInTheDocument();
    expect(card('Poster').getByText(/Hidden by root on/)).toBeInTheDocument();

    await u.click(card('Console').getByRole('button', { name: 'Hide Console won by vega' }));
    await waitFor(() => expect(toast()?.title).toBe('Console won by vega is hidden'));
    const patches = fn.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
    expect(patches.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown)).toEqual([{ hidden: true }]);
    expect(await card('Console').findByRole('button', { name: 'Show Console won by vega again' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Shown' }));
    expect(await screen.findByText('No winners are shown.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Hidden' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-winner')).toHaveLength(2));
  });

  it('Add winner: needs a player, a box, a prize name and a value, then sends them as multipart', async () => {
    const u = userEvent.setup();
    const { fn, player } = serve([]);
    renderApp('/admin/winners');
    await u.click(await screen.findByRole('button', { name: 'Add winner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a winner' }));
    await u.click(dialog.getByRole('button', { name: 'Add winner' }));
    for (const message of ['Select a player.', 'Select a box.', 'Enter the prize name.', 'Enter the prize value in USD.'])
      expect(await dialog.findByText(message)).toBeInTheDocument();
    await u.type(dialog.getByLabelText('Prize value (USD)'), '1.234');
    await u.click(dialog.getByRole('button', { name: 'Add winner' }));
    expect(await dialog.findByText('At most two decimals.')).toBeInTheDocument();

    await u.type(dialog.getByRole('searchbox', { name: 'Player' }), 'lu');
    await u.click(await dialog.findByRole('button', { name: 'Choose lucky' }));
    await u.click(dialog.getByRole('combobox', { name: 'Box' }));
    await u.click(await screen.findByRole('option', { name: 'Tech Box' }));
    await u.type(dialog.getByLabelText('Prize name'), 'Jet ski');
    await u.clear(dialog.getByLabelText('Prize value (USD)'));
    await u.type(dialog.getByLabelText('Prize value (USD)'), '5000');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await u.upload(dialog.getByLabelText('Winner photo (optional)'), photo);
    // The test environment's FormData is Node's and its File jsdom's: record what the form appends.
    const appended: [string, unknown][] = [];
    const append = jest.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, name: string, value: unknown) {
      appended.push([name, value]);
    } as FormData['append']);
    await u.click(dialog.getByRole('button', { name: 'Add winner' }));
    await waitFor(() => expect(toast()?.title).toBe('Winner added'));
    append.mockRestore();
    expect(toast()?.description).toBe('Jet ski for lucky');
    const post = fn.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect((post[1] as RequestInit).body).toBeInstanceOf(FormData);
    expect(appended.map(([name, value]) => [name, value instanceof File ? value.name : value])).toEqual([
      ['userId', player.id],
      ['boxId', 'b'.repeat(24)],
      ['prizeName', 'Jet ski'],
      ['prizeValue', '5000'],
      ['winnerImage', 'me.png'],
    ]);
  });

  it("says 'Failed to add winner' with the server's reason", async () => {
    const u = userEvent.setup();
    serve([], { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'x', details: { prizeImage: 'is not an image' } } });
    renderApp('/admin/winners');
    await u.click(await screen.findByRole('button', { name: 'Add winner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a winner' }));
    await u.type(dialog.getByRole('searchbox', { name: 'Player' }), 'lu');
    await u.click(await dialog.findByRole('button', { name: 'Choose lucky' }));
    await u.click(dialog.getByRole('combobox', { name: 'Box' }));
    await u.click(await screen.findByRole('option', { name: 'Tech Box' }));
    await u.type(dialog.getByLabelText('Prize name'), 'Jet ski');
    await u.type(dialog.getByLabelText('Prize value (USD)'), '10');
    await u.click(dialog.getByRole('button', { name: 'Add winner' }));
    await waitFor(() => expect(toast()?.title).toBe('Failed to add winner'));
    expect(await dialog.findByText('is not an image')).toBeInTheDocument();
  });
});
