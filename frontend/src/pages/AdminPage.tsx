import { RequireRole } from '../auth/guards';
import { AdminLayout } from '../features/admin/AdminLayout';

/**
 * The admin console (`/admin/<section>`): admins see every section, support staff theirs; everyone else is told
 * admin privileges are required. Each section guards itself too, and the server enforces every call.
 */
export default function AdminPage() {
  return (
    <RequireRole roles={['admin', 'support']} denied="admin">
      <AdminLayout />
    </RequireRole>
  );
}
