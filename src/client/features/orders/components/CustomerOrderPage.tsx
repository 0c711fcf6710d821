import { useEffect } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../../app/title.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { PageLoader } from '../../../components/ui/PageLoader.js';
import { customerOrder } from '../api/order-calls.js';
import { orderTexts as tx } from '../texts.js';
import { OrderDetail } from './OrderDetail.js';
import { ORDER_HISTORY_KEY } from './OrderHistoryTab.js';

/** /narudzba/{number}: one order of the logged-in customer, with the breadcrumb back to 'Povijest narudžbi'. */
export function CustomerOrderPage({ number }: { number: string }) {
  const { api, auth } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAuthStatus(auth);
  usePageTitle(`${tx.orderNumber} ${number}`);
  const order = useQuery({
    queryKey: ['orders', 'mine', number],
    queryFn: () => customerOrder(api, number),
    enabled: session.status === 'authenticated',
    retry: false,
    staleTime: 0,
  });

  useEffect(() => {
    if (session.status !== 'anonymous') return;
    void auth.runtime().then((runtime) => runtime.rememberReturnPath(`/narudzba/${number}`));
    void navigate({ to: '/prijava', replace: true });
  }, [auth, navigate, session.status, number]);

  const breadcrumb = (
    <nav className="breadcrumbs" aria-label="Putanja">
      <Link to="/profil">{tx.breadcrumbProfile}</Link> <span aria-hidden="true">/</span>{' '}
      <Link to="/profil" search={{ tab: 'povijest_narudbi' }}>
        {tx.breadcrumbHistory}
      </Link>{' '}
      <span aria-hidden="true">/</span> <span aria-current="page">{number}</span>
    </nav>
  );
  if (session.status !== 'authenticated' || order.isPending) return <PageLoader />;
  return (
    <section className="container order-page">
      {order.isError ? (
        <>
          {breadcrumb}
          <p role="alert">
            <FailureText failure={order.error} />
          </p>
        </>
      ) : (
        <OrderDetail
          order={order.data}
          breadcrumb={breadcrumb}
          onChanged={() => {
            void order.refetch();
            void queryClient.invalidateQueries({ queryKey: ORDER_HISTORY_KEY });
          }}
        />
      )}
    </section>
  );
}
