import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/components/ContactPage.js';
import { sellerQueryOptions } from '../../features/contact/api/seller.js';

/** Kontakt: the webshop's e-mail and phone, the club shop's address and hours, the trader's details. */
export const Route = createFileRoute('/_shop/kontakt')({
  loader: ({ context: { queryClient, api } }) => void queryClient.prefetchQuery(sellerQueryOptions(api)),
  component: ContactPage,
});
