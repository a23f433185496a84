'use strict';
// Reading a Lighthouse result for `npm run bench:web` (scripts/bench-web.mjs); kept apart so a test can check it.

/** The categories the bench reports, in print order, with the targets the front end holds itself to. */
const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best-practices', target: null },
];

/** A Lighthouse result's category scores as whole numbers out of 100 (null when Lighthouse could not score it). */
function scoresOf(lhr) {
  return Object.fromEntries(
    CATEGORIES.map(({ id }) => {
      const score = lhr.categories?.[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
}

/** The audits that lost points in a category (score below 1), as `id: title`, worst first. */
function failedAudits(lhr, categoryId) {
  const refs = lhr.categories?.[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits?.[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** One printed line per page: `/boxes  performance 97  accessibility 100  best-practices 100`. */
function formatRow(path, scores) {
  const cells = CATEGORIES.map(({ id, label }) => `${label} ${scores[id] ?? 'n/a'}`);
  return [path.padEnd(14), ...cells].join('  ');
}

module.exports = { CATEGORIES, scoresOf, failedAudits, formatRow };
