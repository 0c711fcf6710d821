import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import type { Role } from '@shared/permissions.js';
import { type StaffInviteValues, staffInviteSchema } from '@shared/validation/staff.js';
import * as form from '../form/form.js';

/** A role change asked for: the member, who they are (for the question) and the new role; null deactivates. */
export interface RoleChange {
  memberId: number;
  name: string;
  role: Role | null;
}

export interface StaffAdminContext extends form.FormContext<StaffInviteValues> {
  change: RoleChange | null;
  /** What the last finished step did, for the page's notice. */
  done: 'invited' | 'changed' | null;
}

export type StaffAdminEvent =
  | { type: 'invite.open' }
  | form.FieldChange<StaffInviteValues>
  | { type: 'form.submit' }
  | { type: 'role.ask'; change: RoleChange }
  | { type: 'confirm' }
  | { type: 'cancel' };

export const EMPTY_INVITE: StaffInviteValues = { email: '', firstName: '', lastName: '', role: 'packer' };

const validate = form.checkWith(staffInviteSchema);

/**
 * The owner's staff page (docs/decisions/0200-staff-roles-and-permissions.md): inviting a staff member by e-mail
 * (a form checked with the shared rules the server checks again) and changing a member's role or deactivating
 * them (asked first; the last owner's refusal, LAST_OWNER, is kept as the failure). The client injects the actors
 * `inviteStaff` and `changeRole` and the actions `applied` (the list is read again) and `focusFirstError`.
 */
export const staffAdminMachine = setup({
  types: {} as { context: StaffAdminContext; events: StaffAdminEvent },
  actors: {
    inviteStaff: fromPromise<unknown, { values: StaffInviteValues }>(async () => {
      throw new Error('staffAdminMachine: provide the inviteStaff actor');
    }),
    changeRole: fromPromise<unknown, RoleChange>(async () => {
      throw new Error('staffAdminMachine: provide the changeRole actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<StaffInviteValues>) =>
      form.withChange(context, change, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    openForm: assign({ ...form.formContext(EMPTY_INVITE), done: null }),
    keepChange: assign((_, params: { change: RoleChange }) => ({
      change: params.change,
      failure: null as Failure | null,
      done: null,
    })),
    invited: assign({ ...form.formContext(EMPTY_INVITE), done: 'invited' as const }),
    changed: assign({ change: null, failure: null, done: 'changed' as const }),
    forget: assign({ change: null, failure: null }),
    applied: () => {},
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
}).createMachine({
  id: 'staffAdmin',
  description: "The owner's staff page: invite by e-mail, change a role, deactivate.",
  initial: 'idle',
  context: { ...form.formContext(EMPTY_INVITE), change: null, done: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'inviting', 'sending', 'idle'],
    guards: { valid: 'an e-mail address, a first and last name, and a role' },
  },
  states: {
    idle: {
      description: 'The staff with their roles; the last step done is noted.',
      on: {
        'invite.open': {
          target: 'inviting',
          description: "'Pozovi osobu': the invitation form opens empty.",
          actions: 'openForm',
        },
        'role.ask': {
          target: 'confirming',
          description: "A member's new role is chosen, or 'Deaktiviraj': the page asks to confirm.",
          actions: { type: 'keepChange', params: ({ event }) => event },
        },
      },
    },
    inviting: {
      description: 'The invitation form: e-mail, first and last name, role; once submitted, errors show per field.',
      on: {
        'field.change': {
          description: 'A field is typed in or the role chosen.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'valid', target: 'sending', description: "'Pošalji poziv'.", actions: 'showErrors' },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
        cancel: { target: 'idle', description: "'Odustani': the form closes, nothing is sent." },
      },
    },
    sending: {
      description: 'The invitation is being sent; further submits are ignored.',
      invoke: {
        id: 'inviteStaff',
        src: 'inviteStaff',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'idle',
          description: 'Invited: the e-mail with the link is on its way and the list shows the new member.',
          meta: { kind: 'happy' },
          actions: ['invited', 'applied'],
        },
        onError: {
          target: 'inviting',
          description: 'Refused (the address has an account) or no connection: the form says why.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    confirming: {
      description: 'The question: change the role (or deactivate) of this member?',
      on: {
        confirm: { target: 'saving', description: "'Potvrdi'." },
        cancel: { target: 'idle', description: "'Odustani': nothing changes.", actions: 'forget' },
      },
    },
    saving: {
      description: 'The change is being saved.',
      invoke: {
        id: 'changeRole',
        src: 'changeRole',
        input: ({ context }) => context.change!,
        onDone: {
          target: 'idle',
          description: "Changed: the member's sessions ended and the list shows the new role.",
          meta: { kind: 'happy' },
          actions: ['changed', 'applied'],
        },
        onError: {
          target: 'confirming',
          description: 'Refused (the last owner stays) or no connection: the question says why.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
  },
});
