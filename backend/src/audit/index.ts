import type { DomainModule } from '../context';
import { auditRoutes } from './routes';

/** The admin audit log: every staff write records who, what, before and after (`recordAudit`); admins read it. */
export const auditModule: DomainModule = {
  name: 'audit',
  routes: () => auditRoutes(),
};
