import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STREAMS, type StreamName } from '@nova/protocol';
import { modules } from '../modules';
import { renderStreamsDoc, withGenerated } from './streamsDoc';

describe('docs/realtime.md', () => {
  it('lists every live stream and staff-feed line as declared (else run `npm run docs:realtime`)', () => {
    const page = readFileSync(resolve(__dirname, '../../../docs/realtime.md'), 'utf8');
    expect(page).toBe(withGenerated(page, renderStreamsDoc(modules)));
  });

  it('has every stream declared once, on some module', () => {
    const declared = modules.flatMap((mod) => (mod.streams ?? []).map((s) => s.stream));
    expect([...declared].sort()).toEqual((Object.keys(STREAMS) as StreamName[]).sort());
  });
});
