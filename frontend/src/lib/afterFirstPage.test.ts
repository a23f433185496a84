import { afterFirstPage, firstPageShown } from './afterFirstPage';

describe('work deferred until the first page is shown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the first page, then runs when the browser is idle; a cancelled task never runs', () => {
    const ran: string[] = [];
    afterFirstPage(() => ran.push('socket'));
    const cancel = afterFirstPage(() => ran.push('cancelled'));
    afterFirstPage(() => ran.push('texts'));
    cancel();
    jest.runAllTimers();
    expect(ran).toEqual([]);

    firstPageShown();
    firstPageShown();
    expect(ran).toEqual([]);
    jest.runAllTimers();
    expect(ran).toEqual(['socket', 'texts']);

    afterFirstPage(() => ran.push('later'));
    jest.runAllTimers();
    expect(ran).toEqual(['socket', 'texts', 'later']);
  });
});
