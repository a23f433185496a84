import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Tests observe, and on a loaded machine (a second test run on the same two cores) a lazily loaded page can take
// seconds to render or a long form seconds to type: `findBy*` and `waitFor` keep looking for up to 10 s instead of
// giving up after 1 s, and a test has 30 s. A passing test takes no longer; only a broken one reports later.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

// jsdom lacks a few browser APIs that Radix uses (fetch classes come from test/environment.cjs).

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
window.matchMedia ??= (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => undefined;
