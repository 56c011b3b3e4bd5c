import { Badge, formatDateTime, Icon } from '@hotel/ui';
import type { NoteWithLabels } from '../api/notes';
import { assetUrl } from '../contacts/asset-url';

export interface NoteCardProps {
  note: NoteWithLabels;
  /** Opens the note. */
  onOpen: () => void;
}

/** A note tile: image, title, content, checklist, labels and reminder. The whole card opens the note. */
export function NoteCard({ note, onOpen }: NoteCardProps) {
  const image = assetUrl(note.image);
  const tasks = note.tasks ?? [];
  return (
    <article data-slot="note-card" className="relative overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      {/* The whole card is the target (a stretched button), so the content keeps its own structure. */}
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open note: ${note.title || note.content.slice(0, 40) || 'Untitled note'}`}
        className="absolute inset-0 z-10 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      />
      <div>
        {image ? <img src={image} alt="" className="max-h-64 w-full object-cover" /> : null}
        <div className="grid gap-2 p-4">
          {note.title ? <h2 className="font-semibold break-words">{note.title}</h2> : null}
          {note.content ? <p className="line-clamp-[12] break-words whitespace-pre-line text-sm">{note.content}</p> : null}
          {tasks.length ? (
            <ul className="grid gap-1 text-sm">
              {tasks.slice(0, 8).map((task) => (
                <li key={task.id} className="flex items-start gap-2">
                  <Icon
                    name={task.completed ? 'heroicons-solid:check-circle' : 'heroicons-outline:stop'}
                    size="sm"
                    className={task.completed ? 'mt-0.5 text-primary' : 'mt-0.5 text-muted-foreground'}
                    title={task.completed ? 'Done' : 'To do'}
                  />
                  <span className={task.completed ? 'break-words text-muted-foreground line-through' : 'break-words'}>{task.content}</span>
                </li>
              ))}
              {tasks.length > 8 ? <li className="text-muted-foreground">+{tasks.length - 8} more</li> : null}
            </ul>
          ) : null}
          {note.labels.length || note.reminder ? (
            <div className="flex flex-wrap items-center gap-1">
              {note.reminder ? (
                <Badge variant="outline">
                  <Icon name="heroicons-outline:clock" size="xs" />
                  {formatDateTime(note.reminder)}
                </Badge>
              ) : null}
              {note.labels.map((label) => (
                <Badge key={label.id} variant="muted">
                  {label.title}
                </Badge>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
