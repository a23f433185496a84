import { Writable } from 'node:stream';
import { createLogger } from './logger';

function capture() {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { destination, text: () => text };
}

describe('the process logger', () => {
  it('writes JSON lines when nobody is watching a terminal', () => {
    const out = capture();
    createLogger('info', 'nova', { pretty: false, destination: out.destination }).info({ port: 3000 }, 'listening');
    expect(JSON.parse(out.text().trim())).toMatchObject({ level: 30, name: 'nova', port: 3000, msg: 'listening' });
  });

  it('writes readable lines for a person at a terminal', () => {
    const out = capture();
    createLogger('info', 'nova', { pretty: true, destination: out.destination }).info({ port: 3000 }, 'listening');
    expect(() => JSON.parse(out.text().trim())).toThrow();
    expect(out.text()).toMatch(/INFO.*\(nova\).*listening/);
    expect(out.text()).toMatch(/port: 3000/);
  });
});
