import { create } from 'zustand';

/** The address typed in the sign-in form, carried over to the "Forgot password?" form. */
export const useForgotEmailStore = create<{ email: string }>()(() => ({ email: '' }));
