import type { TestServer } from './server';

/** One sample line of the Prometheus text format: `name{label="value",...} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the sample lines of a scrape (comments and blank lines skipped). */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there is none). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** The values a label takes across the samples named `name`. */
export function labelValues(samples: Sample[], name: string, label: string): Set<string> {
  return new Set(samples.filter((s) => s.name === name && label in s.labels).map((s) => s.labels[label]!));
}

/** `GET /metrics` with the token, expecting 200; the parsed samples. */
export async function scrape(server: TestServer, token: string): Promise<Sample[]> {
  const res = await server.request().get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
  return parseSamples(res.text);
}
