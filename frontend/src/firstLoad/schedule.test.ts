import type * as Schedule from './schedule';

type Module = typeof Schedule;

/** A fresh copy of the staging (its queue and "first page shown" flag are module state). */
function fresh(): Module {
  let mod: Module | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<Module>('./schedule');
  });
  return mod!;
}

describe('deferred work starts when the first-load rule says', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first-page units in the rule’s order, whatever the order they were asked for', () => {
    const { whenDue, firstPageShown } = fresh();
    const ran: string[] = [];
    whenDue('widgets', () => ran.push('widgets'));
    whenDue('texts', () => ran.push('texts'));
    whenDue('realtime', () => ran.push('realtime'));
    jest.runAllTimers();
    expect(ran).toEqual([]);
    firstPageShown();
    jest.runAllTimers();
    expect(ran).toEqual(['realtime', 'texts', 'widgets']);
  });

  it('sends a render’s requests after the next paint, without waiting for the first page', () => {
    const { whenDue } = fresh();
    const ran: string[] = [];
    whenDue('currencyRates', () => ran.push('rates'));
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(40);
    expect(ran).toEqual(['rates']);
  });

  it('loads the box dialogs at the visitor’s first activity, not when the first page is shown', () => {
    const { whenDue, firstPageShown } = fresh();
    const ran: string[] = [];
    const cancel = whenDue('boxDialogs', () => ran.push('dialogs'));
    whenDue('boxDialogs', () => ran.push('again'));
    cancel();
    firstPageShown();
    jest.runAllTimers();
    expect(ran).toEqual([]);
    window.dispatchEvent(new Event('pointermove'));
    expect(ran).toEqual(['again']);
  });
});
