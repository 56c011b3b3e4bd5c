import { useSearchParams } from 'react-router-dom';
import { cn, Tabs, TabsContent, TabsList, TabsTrigger } from '@hotel/ui';
import domainChangelog from '../../../../domain/CHANGELOG.md?raw';
import mockApiChangelog from '../../../../mock-api/CHANGELOG.md?raw';
import shellChangelog from '../../../../shell/CHANGELOG.md?raw';
import uiChangelog from '../../../../ui/CHANGELOG.md?raw';
import sampleAppsChangelog from '../../../CHANGELOG.md?raw';
import { parseMarkdown, renderInline, type MarkdownBlock } from '../markdown';

/** The packages whose changelogs the page shows, in tab order (imported as text at build time). */
export const CHANGELOGS = [
  { id: 'ui', name: '@hotel/ui', text: uiChangelog },
  { id: 'shell', name: '@hotel/shell', text: shellChangelog },
  { id: 'sample-apps', name: '@hotel/sample-apps', text: sampleAppsChangelog },
  { id: 'mock-api', name: '@hotel/mock-api', text: mockApiChangelog },
  { id: 'domain', name: '@hotel/domain', text: domainChangelog },
] as const;

const HEADING = { 1: 'h2', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.kind) {
    case 'heading': {
      // The package name is the tab; its file's '# title' is dropped, versions become the headings.
      if (block.level === 1) return null;
      const Tag = HEADING[block.level];
      return <Tag className={cn('font-semibold', block.level === 2 ? 'mt-6 text-xl' : 'mt-4 text-lg')}>{renderInline(block.text)}</Tag>;
    }
    case 'list':
      return (
        <ul className="ms-5 grid list-disc gap-1.5">
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item)}</li>
          ))}
        </ul>
      );
    case 'code':
      return <pre className="overflow-x-auto rounded-md bg-hover p-3 font-mono text-sm">{block.text}</pre>;
    default:
      return <p>{renderInline(block.text)}</p>;
  }
}

/** Changelog (/docs/changelog): every package's CHANGELOG.md rendered, one tab per package (`?package=`). */
export function ChangelogPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('package');
  const active = CHANGELOGS.some((c) => c.id === requested) ? (requested as string) : CHANGELOGS[0].id;
  return (
    <div className="min-h-full bg-background px-4 py-8 sm:px-8" data-slot="changelog-page">
      <div className="mx-auto grid max-w-4xl gap-6">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight">Changelog</h1>
          <p className="mt-1 text-muted-foreground">What changed in each package of the back-office, newest first.</p>
        </header>
        <Tabs value={active} onValueChange={(id) => setParams(id === CHANGELOGS[0].id ? {} : { package: id }, { replace: true })}>
          <TabsList className="flex-wrap" aria-label="Packages">
            {CHANGELOGS.map((c) => (
              <TabsTrigger key={c.id} value={c.id}>
                {c.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {CHANGELOGS.map((c) => {
            const blocks = parseMarkdown(c.text);
            return (
              <TabsContent key={c.id} value={c.id} className="mt-4 grid gap-3 rounded-lg bg-card p-6 text-sm shadow-sm">
                {blocks.some((b) => b.kind !== 'heading' || b.level > 1) ? (
                  blocks.map((block, i) => <Block key={i} block={block} />)
                ) : (
                  <p className="text-muted-foreground">No changes recorded yet.</p>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      </div>
    </div>
  );
}
