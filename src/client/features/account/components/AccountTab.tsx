import { useRef } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { profileMachine } from '@machines/profile/profile.machine.js';
import { focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { type CustomerProfile, formValuesOf, grantedConsentsOf, profileQueryOptions } from '../api/profile.js';
import { saveProfile } from '../api/save-profile.js';
import { accountTexts as tx } from '../texts.js';
import { AccountEdit } from './AccountEdit.js';
import { AccountView } from './AccountView.js';

/** The 'moj_racun' tab: view → PROMIJENI → edit → SPREMI, driven by the profile machine. */
export function AccountTab({ profile }: { profile: CustomerProfile }) {
  const { api, auth, toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const actor = useActorRef(
    profileMachine.provide({
      actors: {
        saveProfile: fromPromise(async ({ input }) => {
          // The profile as it is now: only what the form changed is sent.
          const current = queryClient.getQueryData(profileQueryOptions(api).queryKey) ?? profile;
          const next = await saveProfile(api, current, input.values, input.granted);
          await queryClient.invalidateQueries({ queryKey: profileQueryOptions(api).queryKey });
          void auth.runtime().then((runtime) =>
            runtime.userUpdated({
              id: next.id,
              email: next.email,
              displayName: next.details.displayName,
              isBackofficeUser: next.isBackofficeUser,
              scope: next.scope,
              memberCardBarcode: next.memberCardBarcode ?? null,
            }),
          );
        }),
      },
      actions: {
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        notifySaved: () => void toasts.show({ kind: 'success', message: tx.saved }),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.matches('viewing'))
    return (
      <AccountView
        profile={profile}
        onEdit={() =>
          actor.send({ type: 'profile.edit', values: formValuesOf(profile), granted: grantedConsentsOf(profile) })
        }
      />
    );
  return <AccountEdit profile={profile} snapshot={snapshot} send={actor.send} formRef={formRef} />;
}
