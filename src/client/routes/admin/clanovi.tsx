import { createFileRoute } from '@tanstack/react-router';
import { MemberRegister } from '../../features/admin/components/customers/MemberRegister.js';

/** /admin/clanovi: the club's member card register (docs/decisions/0220-member-card-register.md). */
export const Route = createFileRoute('/admin/clanovi')({ component: MemberRegister });
