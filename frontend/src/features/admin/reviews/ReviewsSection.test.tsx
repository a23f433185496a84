import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffReviewDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { resetReviewsStore } from '../../../stores/useReviewsStore';
import { useSessionStore } from '../../../stores/useSessionStore';
import { useToastStore } from '../../../stores/useToastStore';
import { buildUser } from '../../../../test/fixtures';
import { buildReview, summaryOf } from '../../../../test/realtimeFixtures';
import { renderWithProviders } from '../../../../test/render';
import { routeFetch } from '../../../../test/routeFetch';
import ReviewsSection from './ReviewsSection';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetReviewsStore();
  useToastStore.setState({ toasts: [] });
});

const staffReview = (overrides: Partial<StaffReviewDto> = {}): StaffReviewDto => ({
  ...buildReview(),
  source: 'player',
  userId: null,
  addedBy: null,
  hidden: false,
  hiddenAt: null,
  hiddenBy: null,
  ...overrides,
});
const signIn = (role: 'support' | 'admin') =>
  useSessionStore.setState({ user: buildUser({ role, isAdmin: role === 'admin' }), token: 'tok', loading: false });
const toastTitle = () => useToastStore.getState().toasts[0]?.title;
const requests = (fn: jest.Mock, method: string) =>
  fn.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === method)
    .map(([url, init]) => ({ url: String(url), init: init as RequestInit }));

/** A staff reviews API over a list; PATCH flips `hidden`. */
function serve(reviews: StaffReviewDto[], extra: Record<string, (url: URL) => unknown> = {}) {
  return routeFetch({
    'GET /api/reviews': () => ({ entries: [], nextCursor: null, seq: 1, summary: summaryOf([]) }),
    'GET /api/staff/reviews': (url) => {
      const v = url.searchParams.get('visibility');
      const entries = reviews.filter((r) => v === 'all' || r.hidden === (v === 'hidden'));
      return { entries, nextCursor: null };
    },
    ...Object.fromEntries(
      reviews.map((r) => [
        `PATCH /api/staff/reviews/${r.id}`,
        () => {
          r.hidden = !r.hidden;
          return r;
        },
      ]),
    ),
    ...extra,
  });
}

describe('admin console: Reviews section', () => {
  it('lists every review with where it came from, filters by visibility, and hides / shows one', async () => {
    const user = userEvent.setup();
    signIn('support');
    const visible = staffReview({ username: 'ana' });
    const hidden = staffReview({
      username: 'bob',
      source: 'admin',
      addedBy: 'boss',
      verified: false,
      hidden: true,
      hiddenBy: 'mod',
      hiddenAt: '2026-01-15T12:00:00.000Z',
    });
    const { fn, calls } = serve([visible, hidden]);
    renderWithProviders(<ReviewsSection />);
    const list = await screen.findByRole('list', { name: 'All reviews' });
    expect(within(list).getAllByTestId('review-card')).toHaveLength(2);
    expect(within(list).getByText('Written by the player')).toBeInTheDocument();
    expect(within(list).getByText('Added by boss')).toBeInTheDocument();
    expect(within(list).getByText(/Hidden by mod on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add review' })).not.toBeInTheDocument(); // support staff add nothing

    await user.click(screen.getByRole('button', { name: 'Hidden' }));
    await waitFor(() => expect(calls.some((u) => u.searchParams.get('visibility') === 'hidden')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(await screen.findByRole('button', { name: 'Hide the review by ana' }));
    await waitFor(() => expect(toastTitle()).toBe('The review by ana is hidden'));
    await user.click(await screen.findByRole('button', { name: 'Show the review by bob again' }));
    await waitFor(() => expect(toastTitle()).toBe('The review by bob is visible again'));
    expect(requests(fn, 'PATCH').map((r) => JSON.parse(String(r.init.body)))).toEqual([{ hidden: true }, { hidden: false }]);
  });

  it('adds a review with an avatar and images as multipart, checking the form first', async () => {
    const user = userEvent.setup();
    signIn('admin');
    const created = staffReview({ username: 'Email fan', source: 'admin', verified: false });
    const { fn } = serve([], { 'POST /api/admin/reviews': () => ({ status: 201, body: created }) });
    renderWithProviders(<ReviewsSection />);
    await user.click(await screen.findByRole('button', { name: 'Add review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a review' });
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    expect(await within(dialog).findByText('Please enter the name to show.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write a comment.')).toBeInTheDocument();

    const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
    await user.upload(
      within(dialog).getByLabelText('Review images (optional)'),
      Array.from({ length: 6 }, (_, i) => png(`${i}.png`)),
    );
    expect(within(dialog).getByText('You can add at most 5 images.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Review images (optional)'), [png('a.png'), png('b.png')]);
    expect(within(dialog).queryByText('You can add at most 5 images.')).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Avatar (optional)'), png('me.png'));

    await user.type(within(dialog).getByLabelText('Name to show'), 'Email fan');
    // The test environment's FormData is Node's and its File jsdom's: record what the form appends.
    const appended: [string, unknown][] = [];
    const append = jest.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, name: string, value: unknown) {
      appended.push([name, value]);
    } as FormData['append']);
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText('Comment'), 'Loved it.');
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    append.mockRestore();
    const [sent] = requests(fn, 'POST');
    expect(sent!.init.body).toBeInstanceOf(FormData);
    expect(sent!.init.headers).not.toHaveProperty('Content-Type');
    expect(appended.map(([name, value]) => [name, value instanceof File ? value.name : value])).toEqual([
      ['username', 'Email fan'],
      ['rating', '5'],
      ['comment', 'Loved it.'],
      ['avatar', 'me.png'],
      ['reviewImages', 'a.png'],
      ['reviewImages', 'b.png'],
    ]);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Review added', variant: 'success' });
  });

  it("says 'Failed to add review' with the reason", async () => {
    const user = userEvent.setup();
    signIn('admin');
    serve([], { 'POST /api/admin/reviews': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'User not found' } }) });
    renderWithProviders(<ReviewsSection />);
    await user.click(await screen.findByRole('button', { name: 'Add review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a review' });
    await user.type(within(dialog).getByLabelText('Name to show'), 'Ghost');
    await user.type(within(dialog).getByLabelText('Account id (optional)'), '0123456789abcdef01234567');
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.type(within(dialog).getByLabelText('Comment'), 'Meh.');
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Failed to add review',
        description: 'No account has this id.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Add a review' })).toBeInTheDocument();
  });
});
