import { cn } from '@hotel/ui';
import type { FileManagerItemType } from '../api/file-manager';

/**
 * The type badge colours of the original (PDF red, DOC blue, XLS green, TXT gray, JPG amber). They
 * name a file type, not a theme role, so they stay the same in every theme; green and amber use the
 * 700 shade so white text keeps AA contrast.
 */
const BADGE: Record<Exclude<FileManagerItemType, 'folder'>, string> = {
  PDF: 'bg-red-600',
  DOC: 'bg-blue-600',
  XLS: 'bg-green-700',
  TXT: 'bg-gray-600',
  JPG: 'bg-amber-700',
};

/** Props of FileTypeBadge. */
export interface FileTypeBadgeProps {
  /** The file's type. */
  type: Exclude<FileManagerItemType, 'folder'>;
  /** Extra classes. */
  className?: string;
}

/** A small coloured label with the file's type. */
export function FileTypeBadge({ type, className }: FileTypeBadgeProps) {
  return (
    <span
      data-slot="file-type-badge"
      data-type={type}
      className={cn('rounded px-1.5 py-0.5 text-[0.6875rem] font-semibold leading-none text-white', BADGE[type], className)}
    >
      {type}
    </span>
  );
}
