// The Lighthouse bench's reading of a result (the bench itself is slow and stays out of `npm test`).
import { failedAudits, formatRow, scoresOf } from './web-bench-scores.cjs';

const lhr = {
  categories: {
    performance: {
      score: 0.874,
      auditRefs: [
        { id: 'lcp', weight: 25 },
        { id: 'cls', weight: 25 },
        { id: 'info', weight: 0 },
      ],
    },
    accessibility: { score: 1, auditRefs: [] },
    'best-practices': { score: null, auditRefs: [] },
  },
  audits: {
    lcp: { id: 'lcp', title: 'Largest Contentful Paint', score: 0.6 },
    cls: { id: 'cls', title: 'Cumulative Layout Shift', score: 1 },
    info: { id: 'info', title: 'Informative', score: 0 },
  },
};

test('scores are whole numbers out of 100, and n/a where Lighthouse gave none', () => {
  expect(scoresOf(lhr)).toEqual({ performance: 87, accessibility: 100, 'best-practices': null });
  expect(formatRow('/', scoresOf(lhr))).toBe('/               performance 87  accessibility 100  best-practices n/a');
});

test('only weighted audits that lost points are listed', () => {
  expect(failedAudits(lhr, 'performance')).toEqual(['lcp: Largest Contentful Paint']);
  expect(failedAudits(lhr, 'accessibility')).toEqual([]);
});
