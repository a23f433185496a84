import { waitFor } from '@testing-library/react';
import { firstPageShown } from '../firstLoad/schedule';
import { i18n, initI18n, loadRemainingNamespaces } from '.';
import { firstRenderNamespaces } from '../firstLoad/rule';
import { NAMESPACES } from './namespaces';

describe('namespaces loaded in the background', () => {
  it('are loaded a few at a time once the first page is shown, until every namespace is there', async () => {
    await initI18n('en', firstRenderNamespaces('/'));
    const loads = jest.spyOn(i18n, 'loadNamespaces');
    loadRemainingNamespaces();
    expect(loads).not.toHaveBeenCalled();
    firstPageShown();
    await waitFor(() => expect(NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns))).toBe(true), { timeout: 10_000 });
    const batches = loads.mock.calls.map(([batch]) => [batch].flat());
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(4);
    expect(batches.flat().sort()).toEqual(NAMESPACES.filter((ns) => !firstRenderNamespaces('/').includes(ns)).sort());
  });
});
