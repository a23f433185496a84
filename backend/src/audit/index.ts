import type { DomainModule } from '../context';
import { auditRoutes } from './routes';
import { auditStaffLines } from './staffLines';

/** The admin audit log: every staff write records who, what, before and after (`recordAudit`); admins read it. */
export const auditModule: DomainModule = {
  name: 'audit',
  staffLines: auditStaffLines,
  routes: () => auditRoutes(),
};
