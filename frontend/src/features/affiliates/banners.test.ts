import { wrap } from './banners';

/** One unit of width per character, like a monospace font. */
const ctx = { measureText: (text: string) => ({ width: text.length }) as TextMetrics };

describe('banner text wrapping', () => {
  it('breaks between words to fit, at most three lines', () => {
    expect(wrap(ctx, 'Open mystery boxes. Win real prizes.', 20)).toEqual(['Open mystery boxes.', 'Win real prizes.']);
    expect(wrap(ctx, 'a b c d e f g h', 3)).toEqual(['a b', 'c d', 'e f']);
  });

  it('breaks between characters in languages written without spaces', () => {
    expect(wrap(ctx, '开盲盒赢真实奖品', 3)).toEqual(['开盲盒', '赢真实', '奖品']);
  });
});
