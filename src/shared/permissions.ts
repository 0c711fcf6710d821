import type { DeskAction } from './order-desk.js';

/**
 * Staff roles made of permissions (docs/decisions/0200-staff-roles-and-permissions.md). The server checks a route's
 * permission on every back-office operation; the client shows only the menus and buttons the role allows. A staff
 * member's role is the one role name in their `scope`; a back-office user with no role (deactivated) may do nothing.
 */
export const PERMISSIONS = [
  /** Open the back office: the own profile, the desk home's counts, the jump search. */
  'desk.open',
  /** Products, prices, images, stock, bulk changes and imports. */
  'catalogue.edit',
  /** The product CSV export. */
  'catalogue.export',
  /** Read orders and their timeline. */
  'orders.read',
  /** Packing lists and slips; mark processing, shipped, ready for pickup, delivered. */
  'orders.ship',
  /** Mark paid or completed, cancel, capture, void, refund, goods returned. */
  'orders.manage',
  /** The bank refunds to make, and marking one paid. */
  'refunds.bank',
  /** Fiscal receipts, their register and its CSV. */
  'receipts',
  /** Coupons. */
  'coupons',
  /** Product reviews: approve, reject, reply (docs/decisions/0212-review-moderation.md). */
  'reviews',
  /** Gift vouchers: look up, extend, block, re-send (docs/decisions/0217-vouchers-back-office.md). */
  'vouchers',
  /** Customers and members. */
  'customers',
  /** CMS pages, posts, media, page templates and the consent texts. */
  'content',
  /** Clearing the shop's caches. */
  'caches',
  /** The store-wide audit log. */
  'audit',
  /** The e-mail outbox. */
  'outbox',
  /** Staff and their roles. */
  'staff',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'manager', 'packer', 'editor', 'accountant'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_TEXT: Record<Role, string> = {
  owner: 'Vlasnik',
  manager: 'Voditelj trgovine',
  packer: 'Pakiranje',
  editor: 'Urednik sadržaja',
  accountant: 'Računovodstvo',
};

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: [
    'desk.open',
    'catalogue.edit',
    'catalogue.export',
    'orders.read',
    'orders.ship',
    'orders.manage',
    'refunds.bank',
    'receipts',
    'coupons',
    'reviews',
    'vouchers',
    'customers',
    'caches',
    'audit',
  ],
  packer: ['desk.open', 'orders.read', 'orders.ship'],
  editor: ['desk.open', 'content', 'reviews', 'caches'],
  accountant: ['desk.open', 'orders.read', 'refunds.bank', 'receipts', 'catalogue.export', 'vouchers'],
};

/** The permission each order-desk action needs besides reading the order. */
export const DESK_ACTION_PERMISSION: Record<DeskAction, Permission> = {
  mark_processing: 'orders.ship',
  create_boxnow_delivery: 'orders.ship',
  mark_shipped: 'orders.ship',
  mark_ready_for_pickup: 'orders.ship',
  mark_delivered: 'orders.ship',
  mark_paid: 'orders.manage',
  mark_completed: 'orders.manage',
  cancel: 'orders.manage',
  capture: 'orders.manage',
  refund: 'orders.manage',
  void: 'orders.manage',
  goods_returned: 'orders.manage',
  bank_refund_done: 'refunds.bank',
};

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The role named in a user's scope, or null (a customer, or deactivated staff). */
export function roleOf(scope: readonly string[] | undefined | null): Role | null {
  return scope?.find(isRole) ?? null;
}

/** Whether a user with this scope has the permission. */
export function can(scope: readonly string[] | undefined | null, permission: Permission): boolean {
  const role = roleOf(scope);
  return role !== null && ROLE_PERMISSIONS[role].includes(permission);
}
