import type { GraphOptions } from '../testing/graph.js';

/** An invitation filled in, a role change and a deactivation, both outcomes of each call (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'field.change': [
      { field: 'email', value: 'nova@klub.hr' },
      { field: 'firstName', value: 'Nova' },
      { field: 'lastName', value: 'Osoba' },
    ],
    'role.ask': [
      { change: { memberId: 2, name: 'Ana Babić', role: 'packer' } },
      { change: { memberId: 1, name: 'Marko Kovačević', role: null } },
    ],
    'xstate.done.actor.inviteStaff': [{ output: {} }],
    'xstate.error.actor.inviteStaff': [{ error: { code: 'USER_EXISTS', statusCode: 409 } }],
    'xstate.done.actor.changeRole': [{ output: {} }],
    'xstate.error.actor.changeRole': [{ error: { code: 'LAST_OWNER', statusCode: 409 } }],
  },
  limit: 5_000,
};
