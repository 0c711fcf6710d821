import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { productReviews } from '../../platform/db/schema/reviews.js';
import { users } from '../../platform/db/schema/users.js';
import { hashPassword } from '../../modules/users/password.js';
import { refreshProductRating } from '../../modules/reviews/rating.js';

/** Fans who reviewed demo products: customer accounts nobody signs in to (a random password nobody knows). */
const REVIEWERS = [
  { email: 'marko.navijac@primjer.hr', firstName: 'Marko', lastName: 'Kovačević' },
  { email: 'petra.navijacica@primjer.hr', firstName: 'Petra', lastName: 'Jurić' },
  { email: 'ivan.tribina@primjer.hr', firstName: 'Ivan', lastName: 'Šimić' },
];

/** Approved demo reviews (docs/decisions/0211-product-reviews.md), so the demo shop shows stars; some with a reply. */
const REVIEWS: Array<{ slug: string; by: number; rating: number; comment: string; verified: boolean; reply?: string }> =
  [
    {
      slug: 'domaci-dres-2025-26',
      by: 0,
      rating: 5,
      comment: 'Dres je lagan i prozračan, veličina odgovara tablici. Nosio sam ga na tri utakmice i izgleda kao nov.',
      verified: true,
      reply: 'Hvala, Marko! Vidimo se na tribini.',
    },
    {
      slug: 'domaci-dres-2025-26',
      by: 1,
      rating: 4,
      comment: 'Lijep dres i kvalitetan tisak. Uzmite broj veći ako volite širi kroj.',
      verified: true,
    },
    {
      slug: 'domaci-dres-2025-26',
      by: 2,
      rating: 5,
      comment: 'Najljepši domaći dres posljednjih godina, boje su točno kao na slikama.',
      verified: false,
    },
    {
      slug: 'gostujuci-dres-2025-26',
      by: 1,
      rating: 5,
      comment: 'Gostujući dres je odličan, materijal se ne grči nakon pranja.',
      verified: true,
    },
    {
      slug: 'gostujuci-dres-2025-26',
      by: 2,
      rating: 4,
      comment: 'Dobra kvaliteta, dostava stigla za dva dana. Rukavi su malo dulji.',
      verified: true,
    },
    {
      slug: 'retro-dres-1995',
      by: 0,
      rating: 5,
      comment: 'Retro dres vraća uspomene na devedesete. Obavezan komad za svakog navijača!',
      verified: true,
      reply: 'Drago nam je da Vas veseli, hvala na recenziji!',
    },
    {
      slug: 'trening-majica',
      by: 2,
      rating: 3,
      comment: 'Majica je udobna, ali bi mogla biti malo deblja za hladnije treninge.',
      verified: false,
    },
  ];

export async function seedReviews(db: Db): Promise<void> {
  const authors = await db
    .insert(users)
    .values(
      await Promise.all(
        REVIEWERS.map(async (r) => ({
          ...r,
          passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
          scope: ['customer'],
          emailVerifiedAt: new Date(),
        })),
      ),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  const slugs = [...new Set(REVIEWS.map((r) => r.slug))];
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  const idOf = new Map(rows.map((p) => [p.slug, p.id]));
  const day = 24 * 3600_000;
  const now = Date.now();
  await db.insert(productReviews).values(
    REVIEWS.filter((r) => idOf.has(r.slug)).map((r, i) => {
      const author = authors[r.by]!;
      const at = new Date(now - (REVIEWS.length - i) * 3 * day);
      return {
        productId: idOf.get(r.slug)!,
        userId: author.id,
        authorName: `${author.firstName} ${author.lastName.charAt(0)}.`,
        rating: r.rating,
        comment: r.comment,
        status: 'approved',
        verifiedBuyer: r.verified,
        reply: r.reply ?? null,
        repliedAt: r.reply ? new Date(at.getTime() + day) : null,
        moderatedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  for (const id of idOf.values()) await refreshProductRating(db, id);
}
