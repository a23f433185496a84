import type { StaffLines } from './lines';

/** Unexpected failures (a 500 on a request, a background job) in the staff operations feed. */
export const appStaffLines: StaffLines = {
  'app.failed': (e) => ({ kind: 'error', where: e.where, code: e.code, detail: e.detail.slice(0, 300), at: e.at }),
};
