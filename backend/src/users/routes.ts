import { Router } from 'express';
import { adminUserParamsSchema, adminUserUpdateSchema, adminUsersQuerySchema } from '@nova/protocol';
import { currentUser, requireAdmin, requireStaff, requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { presentAdminUser, presentProfile, presentUser } from './presenter';
import { updateAccess } from './access';
import { listUsers } from './directory';

/**
 * The signed-in user's own views, and user management: staff (support agents too, to answer tickets) read the list
 * (one user's page is the account domain's); only admins change roles and bans.
 */
export function userRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/me', requireUser, (req, res) => {
    res.json(presentUser(currentUser(req)));
  });

  router.get('/user/profile', requireUser, (req, res) => {
    res.json(presentProfile(currentUser(req)));
  });

  router.get('/admin/users', requireStaff, async (req, res) => {
    res.json(await listUsers(parse(adminUsersQuerySchema, req.query)));
  });

  router.patch('/admin/users/:id', requireAdmin, async (req, res) => {
    const { id } = parse(adminUserParamsSchema, req.params);
    const change = parse(adminUserUpdateSchema, req.body);
    res.json(presentAdminUser(await updateAccess(ctx, currentUser(req), id, change)));
  });

  return router;
}
