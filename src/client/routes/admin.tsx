import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/components/AdminLayout.js';

/** The admin layout for /admin/*; loaded lazily (its own chunks), never part of the shop's first load. */
export const Route = createFileRoute('/admin')({
  component: function AdminShell() {
    return (
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    );
  },
});
