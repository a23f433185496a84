import { create } from 'zustand';
import type { AccountRoleChanged } from '@nova/protocol';

/**
 * The last role change an admin made to the signed-in user in this tab (`account:roleChanged`): the role guards
 * send a user who just lost access to a page home, where the toast says why, instead of showing Access Denied.
 */
export interface RoleChangeState {
  change: AccountRoleChanged | null;
  record(change: AccountRoleChanged): void;
  clear(): void;
}

export const useRoleChangeStore = create<RoleChangeState>()((set) => ({
  change: null,
  record: (change) => set({ change }),
  clear: () => set({ change: null }),
}));
