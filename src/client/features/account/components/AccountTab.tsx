import { useRef, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { profileMachine } from '@machines/profile/profile.machine.js';
import { focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { translateServerMessage } from '../../../lib/i18n.js';
import type { CustomerProfile } from '../api/profile.js';
import { accountTexts as tx } from '../texts.js';
import { AccountEdit, type EditState } from './AccountEdit.js';
import { AccountView } from './AccountView.js';
import { saveProfile } from './save-profile.js';

/** The 'moj_racun' tab: view → PROMJENI → edit → SPREMI (profile machine). */
export function AccountTab({ profile }: { profile: CustomerProfile }) {
  const { api, auth, toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const stateRef = useRef<EditState | null>(null);
  const profileRef = useRef(profile);
  profileRef.current = profile;
  const [failure, setFailure] = useState<string | null>(null);
  const actor = useActorRef(
    profileMachine.provide({
      actors: {
        saveProfile: fromPromise<void>(async () => {
          setFailure(null);
          const { values, granted } = stateRef.current!;
          try {
            const next = await saveProfile(api, profileRef.current, values, granted);
            await queryClient.invalidateQueries({ queryKey: ['user', 'profile'] });
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
          } catch (error) {
            setFailure(
              translateServerMessage(
                error instanceof Error ? error.message : String(error),
                (error as { code?: string }).code,
              ),
            );
            throw error;
          }
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
    return <AccountView profile={profile} onEdit={() => actor.send({ type: 'profile.edit' })} />;
  return (
    <AccountEdit
      profile={profile}
      snapshot={snapshot}
      send={actor.send}
      formRef={formRef}
      stateRef={stateRef}
      failure={failure}
    />
  );
}
