import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { loadPageOf, pageFor } from './routes';

jest.mock('../pages/FaqPage', () => ({ __esModule: true, default: () => <h1>FAQ page</h1> }));
jest.mock('../pages/BattlePage', () => ({ __esModule: true, default: () => <h1>Battle page</h1> }));
jest.mock('../pages/TermsPage', () => ({ __esModule: true, default: () => <h1>Terms page</h1> }));

describe('pages whose code the entry loaded first', () => {
  it('render in the first commit, with no loader in between', async () => {
    await loadPageOf('/faq');
    const Page = pageFor('/faq');
    render(
      <Suspense fallback={<p>loader</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
    expect(screen.queryByText('loader')).not.toBeInTheDocument();
  });

  it('matches routes with parameters, and resolves for an unknown path', async () => {
    await loadPageOf('/battles/abc123');
    const Page = pageFor('/battles/:id');
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Battle page' })).toBeInTheDocument();
    await expect(loadPageOf('/no-such-page')).resolves.toBeUndefined();
  });

  it('a page not loaded yet shows the loader, then the page', async () => {
    const Page = pageFor('/terms');
    render(
      <Suspense fallback={<p>loader</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loader')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Terms page' })).toBeInTheDocument();
  });
});
