import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/components/AdminLayout.js';
import { AdminLogin } from '../features/admin/components/AdminLogin.js';

/** /adminLogin is the same screen as /admin (also the development redirect target). */
export const Route = createFileRoute('/adminLogin')({
  component: function AdminLoginPage() {
    return (
      <AdminLayout>
        <AdminLogin />
      </AdminLayout>
    );
  },
});
