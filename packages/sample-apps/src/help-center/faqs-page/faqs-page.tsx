import { useSearchParams } from 'react-router-dom';
import { ErrorPanel } from '@hotel/shell';
import { EmptyState, Input, Skeleton } from '@hotel/ui';
import { filterFaqs, FaqList } from '../faq-list';
import { PageFrame } from '../page-frame';
import { HELP_CENTER_BASE, useFaqs } from '../use-help-center';

/** /faqs: every FAQ category with its questions; `?search=` (from the home search) filters them. */
export function FaqsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const faqs = useFaqs();
  const categories = (faqs.data ?? []).map((c) => ({ ...c, faqs: filterFaqs(c.faqs, search) })).filter((c) => c.faqs.length > 0);

  return (
    <PageFrame title="Frequently Asked Questions" subtitle="Questions and answers, by topic" back={{ to: HELP_CENTER_BASE, label: 'Back to Help Center' }}>
      <Input
        type="search"
        aria-label="Search questions"
        placeholder="Search questions"
        value={search}
        onChange={(e) => setParams(e.target.value ? { search: e.target.value } : {}, { replace: true })}
      />
      {faqs.error ? (
        <ErrorPanel error={faqs.error} onRetry={faqs.reload} />
      ) : !faqs.data ? (
        <div role="status" aria-label="Loading questions" className="grid gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : categories.length === 0 ? (
        <EmptyState icon="heroicons_outline:question-mark-circle" title={search ? `No questions match “${search}”` : 'There are no questions yet'} level={2} />
      ) : (
        categories.map((category) => (
          <section key={category.id} aria-labelledby={`faq-${category.id}`} className="grid gap-3">
            <h2 id={`faq-${category.id}`} className="text-xl font-semibold">
              {category.title}
            </h2>
            <FaqList faqs={category.faqs} />
          </section>
        ))
      )}
    </PageFrame>
  );
}
