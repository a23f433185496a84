import { afterNextPaint } from './afterNextPaint';
import { onFirstInteraction } from './onFirstInteraction';

describe('work held back until the page has painted or been used', () => {
  afterEach(() => jest.useRealTimers());

  it('afterNextPaint runs after the next frame; a cancelled one never runs', () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    afterNextPaint(() => ran.push('rates'));
    const cancel = afterNextPaint(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(40);
    expect(ran).toEqual(['rates']);
  });

  it('onFirstInteraction runs once, at the first pointer, touch, key or wheel activity, and not after cancel', () => {
    const ran: string[] = [];
    onFirstInteraction(() => ran.push('dialogs'));
    const cancel = onFirstInteraction(() => ran.push('cancelled'));
    cancel();
    window.dispatchEvent(new Event('scroll'));
    expect(ran).toEqual([]);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    expect(ran).toEqual(['dialogs']);

    onFirstInteraction(() => ran.push('touch'));
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(ran).toEqual(['dialogs', 'touch']);
  });
});
