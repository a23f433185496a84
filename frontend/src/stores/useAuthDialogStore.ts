import { create } from 'zustand';

/** `forgot` is the "Forgot password?" form (features/passwordReset). */
export type AuthDialogMode = 'login' | 'register' | 'forgot';

/**
 * Whether the sign-in dialog is open and in which mode. The shell's Login / Sign Up buttons open it;
 * the accounts feature renders the dialog from this state.
 */
export interface AuthDialogState {
  open: boolean;
  mode: AuthDialogMode;
  openAuthDialog(mode: AuthDialogMode): void;
  setMode(mode: AuthDialogMode): void;
  closeAuthDialog(): void;
}

export const useAuthDialogStore = create<AuthDialogState>()((set) => ({
  open: false,
  mode: 'login',
  openAuthDialog: (mode) => set({ open: true, mode }),
  setMode: (mode) => set({ mode }),
  closeAuthDialog: () => set({ open: false }),
}));
