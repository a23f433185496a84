import type { Types } from 'mongoose';

/**
 * What the admin catalog asks of the openings before a delete (a box or prize drawn from is archived instead). The
 * openings domain owns the openings and answers (`drawHistory` in openings/queries.ts); modules.ts hands it to the
 * boxes module, so the catalog never imports the openings, which read the catalog.
 */
export interface DrawHistory {
  /** Whether any opening drew from the box. */
  boxDrawnFrom(boxId: Types.ObjectId): Promise<boolean>;
  /** Whether any opening of the box drew from a table that held the prize. */
  prizeDrawnFrom(boxId: Types.ObjectId, prizeId: Types.ObjectId): Promise<boolean>;
}
