import { Link, useParams } from 'react-router-dom';
import { ErrorPanel } from '@hotel/shell';
import { EmptyState, Icon, Skeleton } from '@hotel/ui';
import type { GuideCategoryWithGuides } from '../../api/help-center';
import { PageFrame } from '../page-frame';
import { HELP_CENTER_BASE, useGuides } from '../use-help-center';

const linkClass = 'rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

function CategoryGuides({ category, showAll }: { category: GuideCategoryWithGuides; showAll: boolean }) {
  const base = `${HELP_CENTER_BASE}/guides/${category.slug}`;
  return (
    <section aria-labelledby={`guides-${category.id}`} className="grid content-start gap-3">
      <h2 id={`guides-${category.id}`} className="text-xl font-semibold">
        {category.title}
      </h2>
      <ul className="grid gap-2">
        {category.guides.map((guide) => (
          <li key={guide.id}>
            <Link to={`${base}/${guide.slug}`} className={`${linkClass} font-medium text-primary`}>
              {guide.title}
            </Link>
          </li>
        ))}
      </ul>
      {showAll && (category.totalGuides ?? 0) > (category.visibleGuides ?? 0) ? (
        <Link to={base} className={`${linkClass} inline-flex w-fit items-center gap-1 text-sm font-medium`}>
          View All ({category.totalGuides})
          <Icon name="heroicons_outline:arrow-long-right" size="sm" className="rtl:rotate-180" />
        </Link>
      ) : null}
    </section>
  );
}

/** /guides (every category, 'View All' when it has more) and /guides/:category (all of its guides). */
export function GuidesPage() {
  const { category } = useParams();
  const guides = useGuides(category);
  const single = category ? guides.data?.[0] : undefined;
  return (
    <PageFrame
      title={category ? (single?.title ?? 'Guides') : 'Guides'}
      subtitle={category ? 'Every guide of this category' : 'Articles and resources to guide you'}
      back={category ? { to: `${HELP_CENTER_BASE}/guides`, label: 'Back to Guides' } : { to: HELP_CENTER_BASE, label: 'Back to Help Center' }}
    >
      {guides.error ? (
        <ErrorPanel error={guides.error} onRetry={guides.reload} />
      ) : !guides.data ? (
        <div role="status" aria-label="Loading guides" className="grid gap-2 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : guides.data.length === 0 ? (
        <EmptyState icon="heroicons_outline:book-open" title={category ? 'This category does not exist' : 'There are no guides yet'} level={2} />
      ) : category && single ? (
        <CategoryGuides category={single} showAll={false} />
      ) : (
        <div className="grid gap-10 sm:grid-cols-2">
          {guides.data.map((c) => (
            <CategoryGuides key={c.id} category={c} showAll />
          ))}
        </div>
      )}
    </PageFrame>
  );
}
