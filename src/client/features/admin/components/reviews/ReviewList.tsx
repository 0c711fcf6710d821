import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { isReviewStatus, REVIEW_STATUS_TEXT, REVIEW_STATUSES } from '@shared/reviews.js';
import { usePageTitle } from '../../../../app/title.js';
import { adminReviewsQueryOptions, type ReviewFilters } from '../../api/reviews.js';
import { DeskPager } from '../DeskPager.js';
import { SignInFirst } from '../SignInFirst.js';
import { useStaff } from '../catalogue/use-staff.js';
import { ReviewCard } from './ReviewCard.js';
import '../catalogue/catalogue.css';
import './reviews-admin.css';

/** The list's filters from the address; what the API would refuse is left out. */
function reviewFilters(search: Record<string, unknown>): ReviewFilters {
  const filters: ReviewFilters = {};
  if (isReviewStatus(search.status)) filters.status = search.status;
  const productId = Number(search.productId);
  if (Number.isInteger(productId) && productId > 0 && productId < 2 ** 31) filters.productId = productId;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100000) filters.page = page;
  return filters;
}

/**
 * /admin/recenzije: reviews to moderate, pending first, filtered by status and product
 * (docs/decisions/0212-review-moderation.md). Each review is approved, rejected with a reason, or answered.
 */
export function ReviewList() {
  usePageTitle('Recenzije');
  const { api, admin, checking } = useStaff();
  const filters = reviewFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const list = useQuery({ ...adminReviewsQueryOptions(api, filters), enabled: admin });
  if (!admin) return <SignInFirst title="Recenzije" checking={checking} />;
  const go = (next: ReviewFilters) => void navigate({ to: '/admin/recenzije', search: next as never });
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  const product = filters.productId ? data?.records.find((r) => r.product.id === filters.productId)?.product : null;
  return (
    <section className="admin-card admin-card--wide desk catalogue">
      <div className="catalogue__head">
        <h1>Recenzije</h1>
        {data && (
          <p className="catalogue__muted">
            Čeka odobrenje: <strong>{data.counts.pending}</strong> · Objavljeno: {data.counts.approved} · Odbijeno:{' '}
            {data.counts.rejected}
          </p>
        )}
      </div>
      <form
        className="desk-filters"
        aria-label="Filtri recenzija"
        onSubmit={(event) => {
          event.preventDefault();
          go(reviewFilters(Object.fromEntries(new FormData(event.currentTarget).entries())));
        }}
      >
        <div className="desk-filter">
          <label htmlFor="review-status">Status</label>
          <select id="review-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">Svi (prvo one koje čekaju)</option>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REVIEW_STATUS_TEXT[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-filter">
          <label htmlFor="review-product">ID proizvoda</label>
          <input
            id="review-product"
            name="productId"
            inputMode="numeric"
            defaultValue={filters.productId ?? ''}
            maxLength={10}
          />
        </div>
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--primary">
            Traži
          </button>
        </div>
      </form>
      {product && <p className="catalogue__muted">Proizvod: {product.name}</p>}
      {list.isError && <p role="alert">Recenzije se trenutno ne mogu učitati. Pokušajte ponovno.</p>}
      {!data && !list.isError && <p>Učitavanje...</p>}
      {data && data.records.length === 0 && <p>Nema recenzija za ovaj filtar.</p>}
      {data && data.records.length > 0 && (
        <ol className="review-queue">
          {data.records.map((review) => (
            <ReviewCard key={`${review.id}-${review.updatedAt}-${review.status}`} review={review} />
          ))}
        </ol>
      )}
      {data && (
        <DeskPager
          page={filters.page ?? 1}
          totalPages={totalPages}
          go={(page) => go({ ...filters, page: page > 1 ? page : undefined })}
        />
      )}
    </section>
  );
}
