import { UserModel } from './model';

/**
 * Read access to users for the other domains: the model's query methods and nothing that writes. Writes go
 * through the users domain's named operations (`playWrites.ts`, `identity.ts`, ...), so one domain owns
 * the document (docs/ARCHITECTURE.md, "Who writes what"; `backend/test/ownership.test.ts` enforces it).
 */
export type UserReads = Pick<typeof UserModel, 'find' | 'findOne' | 'findById' | 'exists' | 'countDocuments' | 'aggregate'>;

export const Users: UserReads = UserModel;
