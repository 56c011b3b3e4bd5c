import { useCallback, useEffect } from 'react';
import { Link, useMatch, useNavigate, useResolvedPath, useSearchParams } from 'react-router-dom';
import { useNavigation } from '@hotel/shell';
import { Alert, Button, Drawer, DrawerContent, EmptyState, Icon, Input, SafeHtml, Skeleton, useBreakpoint } from '@hotel/ui';
import { TaskDetails } from './task-details';
import { TaskList } from './task-list';
import { remainingCount, remainingLabel, useTaskSearch, useTasks, useTaskTags } from './use-tasks';

/** The Tasks item of the navigation (the mock's ids are the link in kebab-case, as in the catalog). */
export const TASKS_NAVIGATION_ID = 'apps-tasks';

const isShortcut = (event: KeyboardEvent, key: string) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key === key;

/**
 * Tasks: sections and tasks in one sortable list (drag by mouse or keyboard, saved through PATCH
 * order), 'N remaining tasks' (the navigation subtitle follows), Add task (Ctrl/Cmd + /) and Add
 * section (Ctrl/Cmd + .), search with highlights, and the details drawer at `/apps/tasks/:id`
 * (side from 1440 px, over below).
 */
export function TasksPage() {
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const selectedId = useMatch(`${base}/:id`)?.params.id;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const search = query ? `?q=${encodeURIComponent(query)}` : '';
  const wide = useBreakpoint('xl');
  const { tasks, status, error, reload, create, update, remove, reorder } = useTasks();
  const found = useTaskSearch(query);
  const tags = useTaskTags(
    useCallback(() => {
      // The server strips the tag from every task; a reload shows it.
      reload();
    }, [reload]),
  );
  const { updateItem } = useNavigation();
  const remaining = remainingCount(tasks);

  useEffect(() => {
    if (status === 'ready') updateItem(TASKS_NAVIGATION_ID, { subtitle: remainingLabel(remaining) });
  }, [remaining, status, updateItem]);

  const add = useCallback(
    async (type: 'task' | 'section') => {
      const task = await create(type);
      if (task) void navigate({ pathname: task.id, search });
    },
    [create, navigate, search],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isShortcut(event, '/')) {
        event.preventDefault();
        void add('task');
      } else if (isShortcut(event, '.')) {
        event.preventDefault();
        void add('section');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [add]);

  const close = () => void navigate({ pathname: '.', search });
  const selected = tasks.find((t) => t.id === selectedId);
  const deleteSelected = async () => {
    if (!selected) return;
    const index = tasks.findIndex((t) => t.id === selected.id);
    const next = tasks[index + 1] ?? tasks[index - 1];
    if (await remove(selected.id)) void navigate({ pathname: next ? next.id : '.', search });
  };

  return (
    <Drawer side="right" mode={wide ? 'side' : 'over'} width={480} open={Boolean(selected)} onOpenChange={(open) => !open && close()}>
      <div data-slot="tasks-page" className="flex h-full min-h-[32rem] w-full min-w-0 bg-card text-foreground">
        <section aria-labelledby="tasks-title" className="flex min-w-0 flex-1 flex-col">
          <header className="flex flex-col gap-4 border-b border-border p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h1 id="tasks-title" className="text-3xl font-extrabold tracking-tight">
                Tasks
              </h1>
              <p className="text-muted-foreground" aria-live="polite">
                {status === 'ready' ? remainingLabel(remaining) : '\u00a0'}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Input
                type="search"
                aria-label="Search tasks"
                placeholder="Search tasks"
                value={query}
                onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
                startAdornment={<Icon name="heroicons-outline:magnifying-glass" size="sm" />}
                wrapperClassName="min-w-0 flex-1 sm:w-56"
              />
              <Button variant="outline" onClick={() => void add('section')} aria-keyshortcuts="Control+. Meta+.">
                <Icon name="heroicons-outline:plus" size="sm" />
                Add section
              </Button>
              <Button onClick={() => void add('task')} aria-keyshortcuts="Control+/ Meta+/">
                <Icon name="heroicons-outline:plus" size="sm" />
                Add task
              </Button>
            </div>
          </header>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
            {status === 'loading' ? (
              <div className="grid gap-3 p-6" role="status" aria-busy="true" aria-label="Loading tasks">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} className="h-8 w-full" />
                ))}
              </div>
            ) : status === 'error' ? (
              <div className="p-6">
                <Alert variant="error" title="The tasks could not be loaded" action={<Button variant="outline" size="sm" onClick={reload}>Retry</Button>}>
                  {error}
                </Alert>
              </div>
            ) : query.trim() ? (
              <SearchResults query={query} search={search} results={found} />
            ) : tasks.length === 0 ? (
              <EmptyState level={2} icon="heroicons-outline:clipboard-document-list" title="Add a task to start planning!" description="Use Add task, or press Ctrl + /." />
            ) : (
              <TaskList
                tasks={tasks}
                selectedId={selectedId}
                search={search}
                onToggle={(task) => void update(task.id, { completed: !task.completed })}
                onMove={(from, to) => void reorder(from, to)}
              />
            )}
          </div>
        </section>
        {selected ? (
          <DrawerContent aria-describedby={undefined} showCloseButton={false}>
            <TaskDetails key={selected.id} task={selected} tags={tags} onChange={(changes) => update(selected.id, changes)} onDelete={() => void deleteSelected()} onClose={close} />
          </DrawerContent>
        ) : null}
      </div>
    </Drawer>
  );
}

function SearchResults({ query, search, results }: { query: string; search: string; results: ReturnType<typeof useTaskSearch> }) {
  if (results.loading) return <p className="p-6 text-muted-foreground" role="status">Searching…</p>;
  if (results.error) return <div className="p-6"><Alert variant="error" title="The search failed">{results.error}</Alert></div>;
  if (results.results.length === 0) return <EmptyState level={2} icon="heroicons-outline:magnifying-glass" title="No tasks found" description={`Nothing matches “${query}”.`} />;
  return (
    <ul aria-label="Search results">
      {results.results.map((task) => (
        <li key={task.id} className="border-b border-border">
          <Link to={{ pathname: task.id, search }} className="flex items-center gap-3 px-6 py-3 outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset">
            <Icon name={task.completed ? 'heroicons-solid:check-circle' : 'heroicons-outline:check-circle'} size="md" className={task.completed ? 'text-primary' : 'text-hint'} />
            <SafeHtml html={task.title} className={task.completed ? 'text-muted-foreground line-through' : undefined} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
