// jsdom plus the web platform classes jsdom lacks but Node has (React Router's data router builds a
// Request for every navigation). AbortController/AbortSignal come from Node too, so Node's Request
// accepts the signals React Router creates.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone'];

class JsdomWithFetchClasses extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchClasses;
