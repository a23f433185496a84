import type { StaffEventDto } from '@nova/protocol';
import { adminLine } from '../admin/audit/staffLine';
import { grantLine } from '../admin/users/staffLine';
import { signupLine } from '../account/staffLine';
import { affiliateLine } from '../affiliates/staffLine';
import { battleLine } from '../battles/staffLine';
import { claimLine } from '../free-boxes/staffLine';
import { payoutLine } from '../leaderboard/staffLine';
import { openingLine } from '../opening/staffLine';
import { paymentLine } from '../payments/staffLine';
import { reviewLine } from '../reviews/staffLine';
import { shipmentLine } from '../shipping/staffLine';
import { ticketLine } from '../support/staffLine';
import { resaleLine } from '../unboxings/staffLine';
import { bigWinLine } from '../winners/staffLine';
import type { Described, LineWords, StaffLineView, StaffLineViews } from './lines';
import { errorLine, rateLimitLine } from './signals';

export type { Described } from './lines';

/** How the operations feed shows each kind, as each domain declared it beside its feature folder. */
export const STAFF_LINE_VIEWS: StaffLineViews = {
  signup: signupLine,
  opening: openingLine,
  'big-win': bigWinLine,
  battle: battleLine,
  resale: resaleLine,
  shipment: shipmentLine,
  claim: claimLine,
  review: reviewLine,
  payment: paymentLine,
  affiliate: affiliateLine,
  grant: grantLine,
  payout: payoutLine,
  ticket: ticketLine,
  admin: adminLine,
  'rate-limit': rateLimitLine,
  error: errorLine,
};

/** The view of a line's kind. */
export function viewOf(e: StaffEventDto): StaffLineView<StaffEventDto['kind']> {
  return STAFF_LINE_VIEWS[e.kind] as StaffLineView<StaffEventDto['kind']>;
}

/**
 * One line of the operations feed in the active language; money and coins through the display formatters, audited
 * staff actions by their names in the `admin` namespace (`ta`).
 */
export function describeStaffEvent(
  e: StaffEventDto,
  t: LineWords['t'],
  ta: LineWords['ta'],
  money: LineWords['money'],
  coins: LineWords['coins'],
): Described {
  return viewOf(e).describe(e as never, { t, ta, money, coins });
}
