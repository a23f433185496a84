import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes } from 'react-router';
import { initI18n } from '../i18n';
import { PageErrorBoundary } from './PageErrorBoundary';

beforeAll(() => initI18n('en'));

function Broken(): never {
  throw new Error('page failed');
}

function Routes() {
  return (
    <>
      <Link to="/fine">fine</Link>
      {useRoutes([
        {
          element: <PageErrorBoundary />,
          children: [
            { path: '/broken', Component: Broken },
            { path: '/fine', element: <h1>Fine page</h1> },
          ],
        },
      ])}
    </>
  );
}

describe('page error boundary', () => {
  it('shows the error page for a page that throws, and the next page normally after navigating', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('link', { name: 'fine' }));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
