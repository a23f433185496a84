import { RequireRole } from '../auth/guards';
import { AdminLayout } from '../features/admin/AdminLayout';
import { StaffTwoFactorGate } from '../features/twoFactor/StaffTwoFactorGate';

/**
 * The admin console (`/admin/<section>`): admins see every section, support staff theirs; everyone else is told
 * admin privileges are required. Staff who must have two-factor sign-in and have not turned it on set it up first
 * (StaffTwoFactorGate). Each section guards itself too, and the server enforces every call.
 */
export default function AdminPage() {
  return (
    <RequireRole roles={['admin', 'support']} denied="admin">
      <StaffTwoFactorGate>
        <AdminLayout />
      </StaffTwoFactorGate>
    </RequireRole>
  );
}
