import type * as AfterFirstPage from './afterFirstPage';

type Module = typeof AfterFirstPage;

/** A fresh copy of the module (its queue and "shown" flag are module state). */
function fresh(): Module {
  let mod: Module | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<Module>('./afterFirstPage');
  });
  return mod!;
}

/** Two seconds of timers (idle moments come 50 ms apart here), with the promise callbacks they start. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await Promise.resolve();
    jest.advanceTimersByTime(100);
  }
}

describe('work deferred until the first page is shown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the first page, then runs when the browser is idle; a cancelled task never runs', () => {
    const { afterFirstPage, firstPageShown } = fresh();
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

  it('runs one task at a time: a task that returns a promise holds the next one until it settles', async () => {
    const { afterFirstPage, firstPageShown } = fresh();
    const ran: string[] = [];
    let finishWidget: () => void = () => undefined;
    afterFirstPage(() => {
      ran.push('widget');
      return new Promise<void>((resolve) => (finishWidget = resolve));
    });
    afterFirstPage(() => {
      ran.push('failing');
      return Promise.reject(new Error('offline'));
    });
    afterFirstPage(() => {
      ran.push('throwing');
      throw new Error('bug');
    });
    afterFirstPage(() => ran.push('texts'));
    afterFirstPage(() => ran.push('socket'), { rank: -1 });
    firstPageShown();
    await settle();
    expect(ran).toEqual(['socket', 'widget']);

    finishWidget();
    await settle();
    expect(ran).toEqual(['socket', 'widget', 'failing', 'throwing', 'texts']);
  });

  it('does not let a promise that never settles hold the rest back for more than a few seconds', async () => {
    const { afterFirstPage, firstPageShown } = fresh();
    const ran: string[] = [];
    afterFirstPage(() => {
      ran.push('stuck');
      return new Promise(() => undefined);
    });
    afterFirstPage(() => ran.push('next'));
    firstPageShown();
    await settle();
    expect(ran).toEqual(['stuck']);
    jest.advanceTimersByTime(5000);
    await settle();
    expect(ran).toEqual(['stuck', 'next']);
  });
});
