import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_LIMITS } from '@nova/protocol';
import { initI18n } from '../../i18n';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { buildUser } from '../../../test/fixtures';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './ContactForm';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useSessionStore.setState({ user: null, token: null, loading: false });
  useToastStore.setState({ toasts: [] });
});

const field = (name: string) => screen.getByLabelText(name);
const created = { status: 201, body: { id: '65a1b2c3d4e5f60718293a4b', reference: '18293A4B', message: 'Thanks!' } };

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

describe('contact form', () => {
  it('shows a translated message under each invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = fetchRoutes({});
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText(`Please write at least ${SUPPORT_LIMITS.messageMin} characters.`)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { Name: 'Ada', Email: 'not-an-email', Subject: 'Hi' });
    await user.click(field('Message'));
    await user.paste('x'.repeat(SUPPORT_LIMITS.messageMax + 1));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The message can be at most 5,000 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 20_000);

  it("is prefilled with the signed-in player's name and email, and sends the session along", async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: buildUser({ username: 'zara', email: 'zara@example.com' }), token: 'session-token' });
    const { calls } = fetchRoutes({ 'POST /api/support/tickets': created });
    renderWithProviders(<ContactForm />);
    expect(field('Name')).toHaveValue('zara');
    expect(field('Email')).toHaveValue('zara@example.com');
    await fill(user, { Subject: '  Late parcel ', Message: 'My prize has not arrived yet.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Message sent!');
    expect(calls[0]?.body).toEqual({
      name: 'zara',
      email: 'zara@example.com',
      subject: 'Late parcel',
      message: 'My prize has not arrived yet.',
    });
    expect(calls[0]?.headers.Authorization).toBe('Bearer session-token');
  });

  it('fills in the account when the session arrives after the form, keeping what was typed', async () => {
    const user = userEvent.setup();
    fetchRoutes({});
    renderWithProviders(<ContactForm />);
    await user.type(field('Name'), 'Zara Q.');
    act(() => useSessionStore.setState({ user: buildUser({ email: 'zara@example.com' }), token: 't' }));
    await waitFor(() => expect(field('Email')).toHaveValue('zara@example.com'));
    expect(field('Name')).toHaveValue('Zara Q.');
  });

  it('shows a submitting state, then the confirmation with the ticket reference and a toast', async () => {
    const user = userEvent.setup();
    let answer: (value: typeof created) => void = () => {};
    fetchRoutes({ 'POST /api/support/tickets': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<ContactForm />);
    await fill(user, { Name: 'Ada', Email: 'ADA@example.com', Subject: 'Refund', Message: 'Please refund my last purchase.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer(created);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thanks, Ada. Our support team will reply to ada@example.com.');
    expect(status).toHaveTextContent('Your ticket reference: #18293A4B');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Message sent',
      description: "Ticket #18293A4B: we'll reply by email.",
      variant: 'success',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Name')).toHaveValue('Ada');
    expect(field('Subject')).toHaveValue('');
  });

  it('shows server errors through the error-code translations, and field errors under their fields', async () => {
    const user = userEvent.setup();
    let answer = { status: 429, body: { code: 'TOO_MANY_TICKETS', message: 'Too many messages sent from your network.' } };
    fetchRoutes({ 'POST /api/support/tickets': () => answer });
    renderWithProviders(<ContactForm />);
    await fill(user, { Name: 'Ada', Email: 'ada@example.com', Subject: 'Hello', Message: 'Is anybody there?' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const failure = (await screen.findByText('Your message could not be sent.')).closest('[role="alert"]');
    expect(failure).toHaveTextContent(
      'Your message could not be sent. You have sent several messages in a short time. Please wait a while and try again.',
    );

    answer = {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', details: { email: 'Invalid email address' } } as never,
    };
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Your message could not be sent.').closest('[role="alert"]')).toHaveTextContent(
      'Some fields are invalid. Please check them and try again.',
    );
    expect(screen.queryByText('Message sent!')).not.toBeInTheDocument();
  });
});
