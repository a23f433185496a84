/**
 * API routes whose answers are still hand-written interfaces in protocol (accounts, payments, catalog admin,
 * affiliates, support, reviews, leaderboard, winners, staff...), or that answer something other than JSON. The
 * answer check lets them through unvalidated; describe one (a zod schema in protocol, an entry in
 * `ANSWER_SCHEMAS`) and take it off this list. A new route must go in one of the two: `answers.test.ts` fails
 * otherwise.
 */
export const UNDESCRIBED_ROUTES: readonly string[] = [
  'DELETE /api/account',
  'DELETE /api/account/sessions/:id',
  'GET /api/account/export',
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  'POST /api/account/password',
  'POST /api/account/sign-out-everywhere',
  'POST /api/account/verification',
  'POST /api/payments/webhook',
  'PUT /api/fairness/client-seed',
];
