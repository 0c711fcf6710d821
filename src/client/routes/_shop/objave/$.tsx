import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/ui/ScreenPlaceholder.js';

/** Blog (/objave/{slug?}: list, categories and tags); content comes with a later issue. */
export const Route = createFileRoute('/_shop/objave/$')({
  component: function BlogPage() {
    return <ScreenPlaceholder title="Objave" />;
  },
});
