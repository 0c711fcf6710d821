import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/ui/ScreenPlaceholder.js';

/** Kontakt: the screen comes with a later issue; the route, title and layout exist now. */
export const Route = createFileRoute('/_shop/kontakt')({
  component: function Contact() {
    return <ScreenPlaceholder title="Kontakt" />;
  },
});
