import { queryOptions } from '@tanstack/react-query';
import type { RoleChange } from '@machines/staff-admin/staff-admin.machine.js';
import type { StaffInviteValues } from '@shared/validation/staff.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import type { ResponseData } from '../../../lib/api-types.js';

/** Staff and their roles (docs/decisions/0200-staff-roles-and-permissions.md). */
export type StaffMember = ResponseData<'/api/v1/admin/staff', 'get'>['records'][number];

export const staffQueryKey = ['user', 'admin', 'staff'] as const;

export const staffQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: staffQueryKey,
    queryFn: () => unwrap(api.GET('/api/v1/admin/staff', { middleware: [quiet] })),
  });

/** Quiet, since the staff machine shows its own failures. */
export const inviteStaff = (api: ApiClient, values: StaffInviteValues) =>
  unwrap(api.POST('/api/v1/admin/staff/invite', { body: values, middleware: [quiet] }));

export const changeStaffRole = (api: ApiClient, change: RoleChange) =>
  unwrap(
    api.POST('/api/v1/admin/staff/{id}/role', {
      params: { path: { id: change.memberId } },
      body: { role: change.role },
      middleware: [quiet],
    }),
  );
