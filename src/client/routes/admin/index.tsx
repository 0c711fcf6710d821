import { createFileRoute } from '@tanstack/react-router';
import { AdminLogin } from '../../features/admin/components/AdminLogin.js';

export const Route = createFileRoute('/admin/')({ component: AdminLogin });
