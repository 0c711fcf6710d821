import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { staffAdminMachine } from '@machines/staff-admin/staff-admin.machine.js';
import { ROLE_TEXT, ROLES, type Role } from '@shared/permissions.js';
import { usePageTitle } from '../../../app/title.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { changeStaffRole, inviteStaff, type StaffMember, staffQueryKey, staffQueryOptions } from '../api/staff.js';
import { useCan } from '../permissions.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import { SignInFirst } from './SignInFirst.js';
import './sections.css';

const COLUMNS: readonly DeskColumn[] = [{ label: 'Osoba' }, { label: 'Uloga' }];

const nameOf = (member: StaffMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;

function RoleSelect({
  member,
  disabled,
  onRole,
}: {
  member: StaffMember;
  disabled: boolean;
  onRole: (role: Role | null) => void;
}) {
  return (
    <label className="desk-filter">
      <span className="visually-hidden">Uloga: {nameOf(member)}</span>
      <select
        value={member.role ?? ''}
        disabled={disabled}
        onChange={(event) => onRole((event.target.value || null) as Role | null)}
      >
        {member.role === null && <option value="">Deaktiviran</option>}
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_TEXT[role]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /admin/osoblje: the staff with their roles; invite by e-mail, change a role, deactivate (the owner's page). */
export function Staff() {
  usePageTitle('Osoblje');
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const can = useCan();
  const allowed = session.status === 'authenticated' && can('staff');
  const staff = useQuery({ ...staffQueryOptions(api), enabled: allowed });
  const queryClient = useQueryClient();
  const [snapshot, send] = useFormMachine(
    staffAdminMachine.provide({
      actors: {
        inviteStaff: fromPromise(({ input }) => inviteStaff(api, input.values)),
        changeRole: fromPromise(({ input }) => changeStaffRole(api, input)),
      },
      actions: {
        applied: () => void queryClient.invalidateQueries({ queryKey: staffQueryKey }),
        focusFirstError: () => focusFirstInvalid(document.querySelector<HTMLFormElement>('#staff-invite')),
      },
    }),
  );
  if (!allowed) return <SignInFirst title="Osoblje" checking={session.status === 'unknown'} />;
  const { context } = snapshot;
  const state = snapshot.value as string;
  const field = fieldBinder(context, send);
  const busy = state === 'saving' || state === 'sending';
  const ask = (member: StaffMember, role: Role | null) =>
    send({ type: 'role.ask', change: { memberId: member.id, name: nameOf(member), role } });
  return (
    <section className="admin-card admin-card--wide admin-section">
      <h1>Osoblje</h1>
      <p>Uloga određuje što osoba u administraciji vidi i smije raditi. Promjena uloge odmah je odjavljuje.</p>
      {context.done === 'invited' && <Notice kind="success">Poziv je poslan e-poštom.</Notice>}
      {context.done === 'changed' && <Notice kind="success">Uloga je promijenjena.</Notice>}
      {staff.isError && <p role="alert">Osoblje se trenutno ne može učitati. Pokušajte ponovno.</p>}
      {!staff.data && !staff.isError && <p>Učitavanje...</p>}
      {staff.data && (
        <DeskTable columns={COLUMNS}>
          {staff.data.records.map((member) => (
            <tr key={member.id} data-staff={member.email}>
              <th scope="row">
                {nameOf(member)}
                <br />
                <small>{member.email}</small>
                <br />
                <small>{member.role === null ? 'deaktiviran' : member.invited ? 'pozvan' : 'aktivan'}</small>
              </th>
              <td>
                <div className="staff-role">
                  <RoleSelect member={member} disabled={busy} onRole={(role) => ask(member, role)} />
                  {member.role !== null && (
                    <button
                      type="button"
                      className="btn btn--outline"
                      disabled={busy}
                      aria-label={`Deaktiviraj: ${nameOf(member)}`}
                      onClick={() => ask(member, null)}
                    >
                      Deaktiviraj
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
      {(state === 'confirming' || state === 'saving') && context.change && (
        <form
          className="desk-confirm"
          aria-label="Promjena uloge"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'confirm' });
          }}
        >
          <p>
            {context.change.role === null
              ? `Deaktivirati osobu ${context.change.name}? Odmah će biti odjavljena.`
              : `Promijeniti ulogu osobe ${context.change.name} u „${ROLE_TEXT[context.change.role]}”?`}
          </p>
          {context.failure && (
            <p role="alert">
              <FailureText failure={context.failure} />
            </p>
          )}
          <div className="desk-actions__buttons">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? 'Spremanje...' : 'Potvrdi'}
            </button>
            <button type="button" className="btn btn--outline" disabled={busy} onClick={() => send({ type: 'cancel' })}>
              Odustani
            </button>
          </div>
        </form>
      )}
      {state === 'idle' && (
        <div className="desk-actions__buttons">
          <button type="button" className="btn btn--primary" onClick={() => send({ type: 'invite.open' })}>
            Pozovi osobu
          </button>
        </div>
      )}
      {(state === 'inviting' || state === 'sending') && (
        <form id="staff-invite" className="desk-confirm" aria-label="Poziv osobi" noValidate onSubmit={submitTo(send)}>
          <h2>Poziv osobi</h2>
          <Field label="E-pošta" type="email" autoComplete="off" required {...field('email')} />
          <Field label="Ime" autoComplete="off" required {...field('firstName')} />
          <Field label="Prezime" autoComplete="off" required {...field('lastName')} />
          <label className="desk-filter">
            <span>Uloga</span>
            <select
              value={context.values.role}
              onChange={(event) => send({ type: 'field.change', field: 'role', value: event.target.value as Role })}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_TEXT[role]}
                </option>
              ))}
            </select>
          </label>
          {context.failure && (
            <p role="alert">
              <FailureText failure={context.failure} />
            </p>
          )}
          <div className="desk-actions__buttons">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? 'Slanje...' : 'Pošalji poziv'}
            </button>
            <button type="button" className="btn btn--outline" disabled={busy} onClick={() => send({ type: 'cancel' })}>
              Odustani
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
