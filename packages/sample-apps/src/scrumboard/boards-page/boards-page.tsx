import { Link } from 'react-router-dom';
import { Alert, Avatar, Button, EmptyState, Icon, Skeleton } from '@hotel/ui';
import { errorMessage } from '@hotel/shell';
import { relativeTime } from '../relative-time';
import { useBoards } from '../use-board';

const MAX_MEMBERS = 5;

/** Scrumboard boards: a card per board with icon, title, description, members (+N) and 'Edited: …'. */
export function BoardsPage() {
  const { data: boards, loading, error, reload } = useBoards();
  return (
    <div data-slot="scrumboard-boards" className="flex min-h-full w-full flex-col items-center bg-background px-4 py-10 text-foreground sm:px-8">
      <h1 className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">Scrumboard Boards</h1>
      <div className="mt-10 w-full max-w-5xl">
        {loading && !boards ? (
          <div className="grid gap-6 sm:grid-cols-2 md:grid-cols-3" role="status" aria-label="Loading boards">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-72 rounded-2xl" />
            ))}
          </div>
        ) : error ? (
          <Alert variant="error" title="The boards could not be loaded" action={<Button variant="outline" size="sm" onClick={reload}>Retry</Button>}>
            {errorMessage(error)}
          </Alert>
        ) : !boards || boards.length === 0 ? (
          <EmptyState level={2} icon="heroicons-outline:view-columns" title="There are no boards" description="Boards you can work on show here." />
        ) : (
          <ul aria-label="Boards" className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
            {boards.map((board) => {
              const extra = board.members.length - MAX_MEMBERS;
              return (
                <li key={board.id} className="min-w-0">
                  <Link
                    to={board.id}
                    className="flex h-full flex-col items-start rounded-2xl bg-card p-6 shadow outline-none transition-shadow hover:shadow-lg focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-900 dark:text-primary-50">
                      <Icon name={board.icon} size="md" />
                    </span>
                    <span className="mt-5 text-lg font-medium leading-5 break-words">{board.title}</span>
                    <span className="mt-1 line-clamp-2 text-muted-foreground break-words">{board.description}</span>
                    <span className="mt-6 h-px w-12 bg-border" aria-hidden="true" />
                    {board.members.length > 0 ? (
                      <span className="mt-6 flex items-center -space-x-1.5" aria-label={`${board.members.length} members`}>
                        {board.members.slice(0, MAX_MEMBERS).map((m) => (
                          <Avatar key={m.id} name={m.name} src={m.avatar} size="sm" className="ring-2 ring-card" />
                        ))}
                        {extra > 0 ? (
                          <span className="z-10 flex size-8 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground ring-2 ring-card">+{extra}</span>
                        ) : null}
                      </span>
                    ) : null}
                    <span className="mt-4 flex items-center text-sm font-medium text-muted-foreground">
                      Edited:&nbsp;<time dateTime={board.lastActivity}>{relativeTime(board.lastActivity)}</time>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
