import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorPanel } from '@hotel/shell';
import { Breadcrumbs, Button, Drawer, DrawerBody, DrawerContent, EmptyState, Skeleton, toast, useBreakpoint } from '@hotel/ui';
import type { FileManagerItem } from '../../api/file-manager';
import { useFileManager } from '../use-file-manager';
import { DetailsPanel } from './details-panel';
import { TileSection } from './tile-section';

/** Where the file manager is mounted. */
export const FILE_MANAGER_BASE = '/apps/file-manager';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The URL of a folder (null: the root). */
export const folderUrl = (folderId: string | null) => (folderId ? `${FILE_MANAGER_BASE}/folders/${folderId}` : FILE_MANAGER_BASE);

/** File manager (/apps/file-manager, /folders/:folderId, …/details/:id): tiles, breadcrumb, details drawer. */
export function FileManagerPage() {
  const { folderId = null, id = null } = useParams();
  const navigate = useNavigate();
  const wide = useBreakpoint('xl');
  const { listing, deleteItem } = useFileManager(folderId);
  const data = listing.data;
  const here = folderUrl(folderId);
  const selected: FileManagerItem | undefined = id ? [...(data?.folders ?? []), ...(data?.files ?? [])].find((i) => i.id === id) : undefined;
  const close = () => void navigate(here);

  const onDelete = async (item: FileManagerItem) => {
    close();
    if (await deleteItem(item.id)) toast.success(`“${item.name}” deleted`);
  };

  const crumbs = data && folderId ? [{ label: 'File Manager', href: FILE_MANAGER_BASE }, ...data.path.map((p, i) => ({ label: p.name, href: i < data.path.length - 1 ? folderUrl(p.id) : undefined }))] : [];

  const tiles = (items: FileManagerItem[], heading: string) =>
    items.length ? (
      <TileSection heading={heading} items={items} selectedId={id} hrefOf={(item) => (item.type === 'folder' ? folderUrl(item.id) : `${here}/details/${item.id}`)} />
    ) : null;

  const main = (
    <div className="flex min-w-0 flex-1 flex-col">
      <header className="flex flex-col gap-3 border-b border-border bg-card px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight">File Manager</h1>
          {!data ? null : folderId ? (
            <Breadcrumbs
              items={crumbs}
              renderLink={(item, props) => (
                <Link to={item.href ?? FILE_MANAGER_BASE} className={props.className}>
                  {props.children}
                </Link>
              )}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {plural(data.folders.length, 'folder')}, {plural(data.files.length, 'file')}
            </p>
          )}
        </div>
        <Button variant="outline" disabled title="Uploading needs a storage service the demo does not have">
          Upload file
        </Button>
      </header>
      <div className="grid flex-1 content-start gap-8 p-4 sm:p-8" aria-busy={listing.loading}>
        {listing.error ? (
          <ErrorPanel error={listing.error} onRetry={listing.reload} />
        ) : !data ? (
          <div role="status" aria-label="Loading files" className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-40 rounded-2xl" />
            ))}
          </div>
        ) : data.folders.length + data.files.length === 0 ? (
          <EmptyState
            icon="heroicons_outline:folder-open"
            title={folderId && data.path.length === 0 ? 'Folder not found' : 'There are no items!'}
            description={folderId && data.path.length === 0 ? 'It may have been moved or deleted.' : undefined}
            action={folderId ? <Button asChild variant="outline"><Link to={FILE_MANAGER_BASE}>Back to File Manager</Link></Button> : undefined}
            level={2}
          />
        ) : (
          <>
            {tiles(data.folders, 'Folders')}
            {tiles(data.files, 'Files')}
          </>
        )}
      </div>
    </div>
  );

  return (
    <div className="flex min-h-full bg-background" data-slot="file-manager-page">
      {main}
      <Drawer side="right" mode={wide ? 'side' : 'over'} width={400} open={Boolean(selected)} onOpenChange={(open) => !open && close()}>
        <DrawerContent closeLabel="Close details">
          <DrawerBody>{selected ? <DetailsPanel item={selected} onDelete={(item) => void onDelete(item)} /> : null}</DrawerBody>
        </DrawerContent>
      </Drawer>
    </div>
  );
}
