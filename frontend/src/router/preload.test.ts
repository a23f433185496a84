import { waitFor } from '@testing-library/react';
import { preloadRoute } from './preload';
// The route table gives this module its loaders as it loads (in the app, the entry imports it).
import './routes';

let mockFaqLoaded = false;
jest.mock('../pages/FaqPage', () => {
  mockFaqLoaded = true;
  return { __esModule: true, default: () => null };
});

describe('preloading a page from a link', () => {
  it('loads the code of the route the link goes to, through the loaders the route table gave; an unknown path is harmless', async () => {
    preloadRoute('/no-such-page');
    expect(mockFaqLoaded).toBe(false);
    preloadRoute('/faq');
    await waitFor(() => expect(mockFaqLoaded).toBe(true));
  });
});
