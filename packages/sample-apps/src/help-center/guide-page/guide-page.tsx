import { Link, useParams } from 'react-router-dom';
import { ErrorPanel } from '@hotel/shell';
import { EmptyState, Icon, SafeHtml, Skeleton } from '@hotel/ui';
import { PageFrame } from '../page-frame';
import { HELP_CENTER_BASE, useGuide, useGuides } from '../use-help-center';

/** /guides/:category/:guide: the article (HTML through SafeHtml, rich profile) and a 'Next' link. */
export function GuidePage() {
  const { category = '', guide = '' } = useParams();
  const article = useGuide(category, guide);
  const siblings = useGuides(category);
  const list = siblings.data?.[0]?.guides ?? [];
  const index = list.findIndex((g) => g.slug === guide);
  const next = index >= 0 ? list[index + 1] : undefined;
  const data = article.data;
  const content = data?.guides[0];

  return (
    <PageFrame
      title={content?.title ?? (article.loading ? 'Guide' : 'Guide not found')}
      subtitle={content?.subtitle}
      back={{ to: `${HELP_CENTER_BASE}/guides/${category}`, label: data ? `Back to ${data.title}` : 'Back to Guides' }}
    >
      {article.error ? (
        <ErrorPanel error={article.error} onRetry={article.reload} />
      ) : article.loading && !data ? (
        <div role="status" aria-label="Loading the guide" className="grid gap-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      ) : !content ? (
        <EmptyState icon="heroicons_outline:book-open" title="This guide does not exist" level={2} />
      ) : (
        <article className="grid gap-8">
          <SafeHtml
            html={content.content}
            profile="rich"
            className="prose max-w-none break-words rounded-lg bg-card p-6 text-foreground shadow-sm [&_a]:text-primary [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-3 [&_pre]:overflow-x-auto [&_ul]:list-disc"
          />
          {next ? (
            <nav aria-label="Next guide" className="flex justify-end">
              <Link
                to={`${HELP_CENTER_BASE}/guides/${category}/${next.slug}`}
                className="grid max-w-full gap-1 rounded-lg bg-card p-4 text-end shadow-sm outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="inline-flex items-center justify-end gap-1 text-sm text-muted-foreground">
                  Next
                  <Icon name="heroicons_outline:arrow-long-right" size="sm" className="rtl:rotate-180" />
                </span>
                <span className="font-medium text-primary">{next.title}</span>
              </Link>
            </nav>
          ) : null}
        </article>
      )}
    </PageFrame>
  );
}
