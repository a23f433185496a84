import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReviewDto, ReviewsPageDto } from '@nova/protocol';
import { initI18n } from '../i18n';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { resetReviewsStore, useReviewsStore } from '../stores/useReviewsStore';
import { useSessionStore } from '../stores/useSessionStore';
import { useToastStore } from '../stores/useToastStore';
import { buildUser } from '../../test/fixtures';
import { buildReview, summaryOf } from '../../test/realtimeFixtures';
import { renderApp } from '../../test/render';
import { routeFetch } from '../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetReviewsStore();
  useToastStore.setState({ toasts: [] });
  useAuthDialogStore.setState({ open: false });
  useSessionStore.setState({ user: null, token: null, loading: false });
});

const cards = () => screen.getAllByTestId('review-card');
const page = (entries = [buildReview()], extra: Partial<ReviewsPageDto> = {}): ReviewsPageDto => ({
  entries,
  nextCursor: null,
  seq: 10,
  summary: summaryOf(entries.map((r) => r.rating)),
  ...extra,
});
const signIn = (role: 'player' | 'support' | 'admin' = 'player') =>
  useSessionStore.setState({ user: buildUser({ role, isAdmin: role === 'admin' }), token: 'tok', loading: false });
const mine = (overrides: Partial<MyReviewDto> = {}): MyReviewDto => ({
  canWrite: true,
  reason: null,
  review: null,
  hidden: false,
  ...overrides,
});

describe('Reviews page', () => {
  it('shows 6 skeleton cards while loading, then the summary and the reviews', async () => {
    // The answer is held until the test releases it (the page asks for it after its first frame).
    let release: (p: ReviewsPageDto) => void = () => {};
    const answer = new Promise<ReviewsPageDto>((resolve) => (release = resolve));
    const first = buildReview({ username: 'stella', rating: 4, comment: 'Got AirPods!\nShipping took 3 days.', verified: true });
    const second = buildReview({ username: 'marco', rating: 2, verified: false, avatarUrl: '/media/uploads/a.png' });
    routeFetch({ 'GET /api/reviews': () => answer });
    renderApp('/reviews');
    // The first render loads the page's code: give a busy machine time for that.
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(6);
    expect(screen.getAllByTestId('summary-skeleton')).toHaveLength(3);

    await act(async () => release(page([first, second], { summary: summaryOf([4, 2, 5]) })));
    expect(await screen.findAllByTestId('review-card')).toHaveLength(2);
    const top = within(cards()[0]!);
    expect(top.getByText('stella')).toBeInTheDocument();
    expect(top.getByText('Verified player')).toBeInTheDocument();
    expect(top.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(top.getByText(/Got AirPods!/)).toBeInTheDocument();
    expect(top.getByText('S')).toBeInTheDocument(); // the initial stands in for a missing avatar
    expect(within(cards()[1]!).queryByText('Verified player')).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Review summary' });
    expect(within(summary).getByTestId('summary-average')).toHaveTextContent('3.7');
    expect(within(summary).getByRole('img', { name: 'Rated 3.67 out of 5' })).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-count')).toHaveTextContent('3');
    expect(
      within(summary)
        .getAllByTestId('summary-bar')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Reviews with 5 stars: 1'),
      expect.stringContaining('Reviews with 4 stars: 1'),
      expect.stringContaining('Reviews with 3 stars: 0'),
      expect.stringContaining('Reviews with 2 stars: 1'),
      expect.stringContaining('Reviews with 1 star: 0'),
    ]);
    expect(screen.queryByTestId('review-skeleton')).not.toBeInTheDocument();
    expect(document.title).toBe('Reviews · Nova');
  });

  it("'Load more reviews' loads the next page through the cursor", async () => {
    const user = userEvent.setup();
    const page1 = Array.from({ length: 12 }, () => buildReview());
    const page2 = Array.from({ length: 3 }, () => buildReview());
    const { calls } = routeFetch({
      'GET /api/reviews': (url) => (url.searchParams.get('cursor') === 'c-1' ? page(page2) : page(page1, { nextCursor: 'c-1' })),
    });
    renderApp('/reviews');
    await screen.findAllByTestId('review-card');
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByText(page2[2]!.comment)).toBeInTheDocument();
    expect(cards()).toHaveLength(15);
    expect(calls.filter((u) => u.pathname === '/api/reviews').map((u) => u.searchParams.get('cursor'))).toEqual([null, 'c-1']);
    expect(screen.getByText("That's every review so far.")).toBeInTheDocument();
  });

  it('shows an honest empty state, and an error state with retry', async () => {
    routeFetch({ 'GET /api/reviews': () => page([]) });
    const { unmount } = renderApp('/reviews');
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse boxes' })).toHaveAttribute('href', '/boxes');
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    unmount();

    resetReviewsStore();
    routeFetch({ 'GET /api/reviews': () => ({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }) });
    renderApp('/reviews');
    expect(await screen.findByText("We couldn't load the reviews.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('puts a live review at the top with a New mark and the new summary; a hidden one leaves', async () => {
    const old = buildReview({ rating: 5 });
    routeFetch({ 'GET /api/reviews': () => page([old]) });
    renderApp('/reviews');
    await screen.findAllByTestId('review-card');
    const live = buildReview({ username: 'newbie', rating: 1, createdAt: '2026-06-01T00:00:00.000Z' });
    act(() => useReviewsStore.getState().received({ type: 'added', seq: 11, review: live, summary: summaryOf([5, 1]) }));
    expect(within(cards()[0]!).getByText('newbie')).toBeInTheDocument();
    expect(within(cards()[0]!).getByText('New')).toBeInTheDocument();
    expect(screen.getByTestId('summary-count')).toHaveTextContent('2');

    act(() => useReviewsStore.getState().received({ type: 'hidden', seq: 12, reviewId: live.id, summary: summaryOf([5]) }));
    await waitFor(() => expect(screen.queryByText('newbie')).not.toBeInTheDocument());
    expect(screen.getByTestId('summary-count')).toHaveTextContent('1');
  });

  it('opens a review photo in a dialog with previous and next', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/reviews': () => page([buildReview({ username: 'pix', images: ['/media/uploads/1.png', '/media/uploads/2.png'] })]),
    });
    renderApp('/reviews');
    await user.click(await screen.findByRole('button', { name: 'Open photo 2 of 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos from pix' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 2 from pix' })).toHaveAttribute('src', '/media/uploads/2.png');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of 2 from pix' })).toBeInTheDocument();
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
  });
});

describe('Write a review', () => {
  it('asks a guest to sign in', async () => {
    const user = userEvent.setup();
    routeFetch({ 'GET /api/reviews': () => page() });
    renderApp('/reviews');
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'login' });
  });

  it.each<[MyReviewDto['reason'], string]>([
    ['no-paid-opening', 'open a box first'],
    ['already-reviewed', 'You have already written a review'],
    ['staff-account', 'Staff accounts cannot write reviews'],
  ])('explains why an account cannot write (%s)', async (reason, text) => {
    const user = userEvent.setup();
    signIn(reason === 'staff-account' ? 'support' : 'player');
    routeFetch({ 'GET /api/reviews': () => page(), 'GET /api/reviews/mine': () => mine({ canWrite: false, reason }) });
    renderApp('/reviews');
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(await within(dialog).findByText(new RegExp(text))).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    if (reason === 'no-paid-opening') expect(within(dialog).getByRole('link', { name: 'Browse boxes' })).toHaveAttribute('href', '/boxes');
  });

  it('validates with the shared schema, posts the review, shows it and thanks the player', async () => {
    const user = userEvent.setup();
    signIn();
    const written = buildReview({
      username: 'zara',
      rating: 4,
      comment: 'Great shop, honest odds.',
      createdAt: '2026-07-01T00:00:00.000Z',
    });
    const { fn } = routeFetch({
      'GET /api/reviews': () => page([buildReview()]),
      'GET /api/reviews/mine': () => mine(),
      'POST /api/reviews': () => ({ status: 201, body: written }),
    });
    renderApp('/reviews');
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    const post = await within(dialog).findByRole('button', { name: 'Post review' });
    await user.type(within(dialog).getByLabelText('Your review'), 'Too short');
    await user.click(post);
    expect(await within(dialog).findByText('Please choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(fn.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.clear(within(dialog).getByLabelText('Your review'));
    await user.type(within(dialog).getByLabelText('Your review'), 'Great shop, honest odds.');
    await user.click(post);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = fn.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(JSON.parse(String((sent[1] as RequestInit).body))).toEqual({ rating: 4, comment: 'Great shop, honest odds.' });
    expect(within(cards()[0]!).getByText('Great shop, honest odds.')).toBeInTheDocument();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Thanks for your review!', variant: 'success' });
  });

  it('shows the server refusal by its code', async () => {
    const user = userEvent.setup();
    signIn();
    routeFetch({
      'GET /api/reviews': () => page(),
      'GET /api/reviews/mine': () => mine(),
      'POST /api/reviews': () => ({ status: 409, body: { code: 'REVIEW_ALREADY_WRITTEN', message: 'You have already written a review.' } }),
    });
    renderApp('/reviews');
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await user.click(await within(dialog).findByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText('Your review'), 'Loved every box I opened.');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already written a review. Thank you!');
  });
});

describe('moderation on the page', () => {
  it('gives staff a Hide button that hides the review; players do not see it', async () => {
    const user = userEvent.setup();
    const target = buildReview({ username: 'troll' });
    signIn('support');
    const { fn } = routeFetch({
      'GET /api/reviews': () => page([target]),
      [`PATCH /api/staff/reviews/${target.id}`]: () => ({
        ...target,
        source: 'player',
        userId: null,
        addedBy: null,
        hidden: true,
        hiddenAt: '2026-01-15T12:00:00.000Z',
        hiddenBy: 'zara',
      }),
    });
    renderApp('/reviews');
    await user.click(await screen.findByRole('button', { name: 'Hide the review by troll' }));
    await waitFor(() => expect(screen.queryByText('troll')).not.toBeInTheDocument());
    const patch = fn.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')!;
    expect(JSON.parse(String((patch[1] as RequestInit).body))).toEqual({ hidden: true });
    expect(useToastStore.getState().toasts[0]?.title).toBe('The review by troll is hidden');
  });

  it('shows no Hide button to players', async () => {
    signIn('player');
    routeFetch({ 'GET /api/reviews': () => page([buildReview({ username: 'fine' })]), 'GET /api/reviews/mine': () => mine() });
    renderApp('/reviews');
    await screen.findByText('fine');
    expect(screen.queryByRole('button', { name: /Hide the review/ })).not.toBeInTheDocument();
  });
});
