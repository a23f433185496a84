import type { DomainModule } from '../context';
import { importDiskUploads } from './legacy';
import { uploadPages, uploadRoutes } from './routes';

/** Image uploads: `POST /api/admin/upload`, stored in the database (GridFS) and served from there by every node. */
export const uploadsModule: DomainModule = {
  name: 'uploads',
  routes: () => uploadRoutes(),
  pages: () => uploadPages(),
  async start(ctx) {
    await importDiskUploads(ctx);
  },
};
