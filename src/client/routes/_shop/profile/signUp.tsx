import { createFileRoute, redirect } from '@tanstack/react-router';

/** The member sign-up link used in the shop (next to member prices): registration is where a member signs up. */
export const Route = createFileRoute('/_shop/profile/signUp')({
  beforeLoad: () => {
    throw redirect({ to: '/registracija' });
  },
});
