/**
 * API routes with no JSON answer to describe: each line says what it answers instead. The answer check lets them
 * through; a route that starts answering JSON for the client gets a protocol schema and an entry in `ANSWER_SCHEMAS`
 * instead. A new route must go in one of the two: `answers.test.ts` fails otherwise.
 */
export const UNDESCRIBED_ROUTES: readonly string[] = [
  'DELETE /api/account', // 204, no body
  'DELETE /api/account/sessions/:id', // 204, no body
  'GET /api/account/export', // a file download (Content-Disposition: attachment) of the stored account data, not a DTO
  'GET /api/auth/google', // 302 redirect to Google (or back with ?authError=)
  'GET /api/auth/google/callback', // 302 redirect back into the app
  'POST /api/account/password', // 204, no body
  'POST /api/account/sign-out-everywhere', // 204, no body
  'POST /api/account/two-factor/disable', // 204, no body
  'POST /api/account/verification', // 202, no body
  'POST /api/password-reset', // 202, no body (the same answer whether or not the address has an account)
  'POST /api/payments/webhook', // Stripe's receipt ({ received, type, outcome }), read by Stripe, not by our client
];
