import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, isAbortError, useDataChanged, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import { SAMPLE_DATA } from '../api/data-names';
import { tasksEndpoints, type Task, type TaskTag } from '../api/tasks';

/** 'N remaining tasks' ('1 remaining task'). */
export function remainingLabel(count: number): string {
  return count === 1 ? '1 remaining task' : `${count.toLocaleString()} remaining tasks`;
}

/** Tasks (not sections) not completed. */
export const remainingCount = (tasks: Task[]): number => tasks.filter((t) => t.type === 'task' && !t.completed).length;

/** Moves `from` to `to` and renumbers `order`. */
export function moveTask(tasks: Task[], from: number, to: number): Task[] {
  const next = [...tasks];
  const [moved] = next.splice(from, 1);
  if (!moved) return tasks;
  next.splice(to, 0, moved);
  return next.map((t, order) => (t.order === order ? t : { ...t, order }));
}

export type ListStatus = 'loading' | 'error' | 'ready';

/**
 * The task list with optimistic mutations (rolled back with an error toast when a call fails).
 * When the tasks changed elsewhere (another tab), the list loads again quietly.
 */
export function useTasks() {
  const client = useHttpClient();
  const [tasks, setTasks] = useState<Task[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ref = useRef(tasks);
  useEffect(() => {
    ref.current = tasks;
  }, [tasks]);

  useEffect(() => {
    let live = true;
    client.get<Task[]>(tasksEndpoints.all).then(
      (list) => {
        if (!live) return;
        setTasks(list);
        setStatus('ready');
        setError(null);
      },
      (e: unknown) => {
        if (!live || isAbortError(e)) return;
        setError(errorMessage(e) ?? 'The tasks could not be loaded.');
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  useDataChanged(() => setAttempt((n) => n + 1), { domains: [SAMPLE_DATA.tasks] });

  const create = useCallback(
    async (type: Task['type']) => {
      try {
        const task = await client.post<Task>(tasksEndpoints.task, { type });
        setTasks((list) => [task, ...list.map((t) => ({ ...t, order: t.order + 1 }))]);
        return task;
      } catch (e) {
        toast.error(type === 'task' ? 'The task could not be added.' : 'The section could not be added.', { description: errorMessage(e) ?? undefined });
        return null;
      }
    },
    [client],
  );

  const update = useCallback(
    async (id: string, changes: Partial<Omit<Task, 'id'>>) => {
      const before = ref.current;
      setTasks((list) => list.map((t) => (t.id === id ? { ...t, ...changes } : t)));
      try {
        const saved = await client.patch<Task>(tasksEndpoints.task, { id, task: changes });
        // Keep any newer local edit of the same fields; take the server's for the rest.
        setTasks((list) => list.map((t) => (t.id === id ? { ...saved, ...pick(t, Object.keys(changes) as (keyof Task)[]) } : t)));
        return true;
      } catch (e) {
        setTasks(before);
        toast.error('The task could not be saved.', { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [client],
  );

  const remove = useCallback(
    async (id: string) => {
      const before = ref.current;
      setTasks((list) => list.filter((t) => t.id !== id).map((t, order) => ({ ...t, order })));
      try {
        await client.delete<boolean>(tasksEndpoints.task, { query: { id } });
        return true;
      } catch (e) {
        setTasks(before);
        toast.error('The task could not be deleted.', { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [client],
  );

  const reorder = useCallback(
    async (from: number, to: number) => {
      const before = ref.current;
      const next = moveTask(before, from, to);
      setTasks(next);
      try {
        await client.patch<Task[]>(tasksEndpoints.order, { tasks: next.map((t) => ({ id: t.id })) });
        return true;
      } catch (e) {
        setTasks(before);
        toast.error('The new order could not be saved.', { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [client],
  );

  return { tasks, status, error, reload, create, update, remove, reorder };
}

function pick(task: Task, keys: (keyof Task)[]): Partial<Task> {
  const out: Partial<Record<keyof Task, unknown>> = {};
  for (const key of keys) out[key] = task[key];
  return out as Partial<Task>;
}

/** Tags with create, rename and delete. */
export function useTaskTags(onDeleted?: (id: string) => void) {
  const client = useHttpClient();
  const [tags, setTags] = useState<TaskTag[]>([]);
  useEffect(() => {
    let live = true;
    client.get<TaskTag[]>(tasksEndpoints.tags).then((t) => live && setTags(t), () => {});
    return () => {
      live = false;
    };
  }, [client]);
  const fail = (what: string) => (e: unknown) => {
    toast.error(what, { description: errorMessage(e) ?? undefined });
  };
  const createTag = useCallback(
    async (title: string) => {
      try {
        const tag = await client.post<TaskTag>(tasksEndpoints.tag, { tag: { title } });
        setTags((list) => [tag, ...list]);
        return tag;
      } catch (e) {
        fail('The tag could not be created.')(e);
        return null;
      }
    },
    [client],
  );
  const renameTag = useCallback(
    async (id: string, title: string) => {
      try {
        const tag = await client.patch<TaskTag>(tasksEndpoints.tag, { id, tag: { title } });
        setTags((list) => list.map((t) => (t.id === id ? tag : t)));
        return true;
      } catch (e) {
        fail('The tag could not be renamed.')(e);
        return false;
      }
    },
    [client],
  );
  const deleteTag = useCallback(
    async (id: string) => {
      try {
        await client.delete<boolean>(tasksEndpoints.tag, { query: { id } });
        setTags((list) => list.filter((t) => t.id !== id));
        onDeleted?.(id);
        return true;
      } catch (e) {
        fail('The tag could not be deleted.')(e);
        return false;
      }
    },
    [client, onDeleted],
  );
  return useMemo(() => ({ tags, createTag, renameTag, deleteTag }), [tags, createTag, renameTag, deleteTag]);
}

/** Search results (titles with <mark> highlights), superseding stale requests. */
export function useTaskSearch(query: string) {
  const client = useHttpClient();
  const [state, setState] = useState<{ query: string; results: Task[]; error: string | null } | null>(null);
  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    let live = true;
    client.get<Task[] | null>(tasksEndpoints.search, { query: { query: text }, supersede: 'tasks-search' }).then(
      (results) => live && setState({ query: text, results: results ?? [], error: null }),
      (e: unknown) => live && !isAbortError(e) && setState({ query: text, results: [], error: errorMessage(e) ?? 'The search failed.' }),
    );
    return () => {
      live = false;
    };
  }, [client, query]);
  const current = state?.query === query.trim() ? state : null;
  return { results: current?.results ?? [], error: current?.error ?? null, loading: Boolean(query.trim()) && !current };
}
