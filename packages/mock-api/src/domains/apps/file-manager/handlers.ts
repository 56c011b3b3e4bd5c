import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { readQuery } from '../../../core/validate';
import type { FileManagerItem } from '../contracts';
import { compareText, idQuery, removeOr404 } from '../shared';
import { fileManagerDomain } from './seed';

const byName = (a: FileManagerItem, b: FileManagerItem) => compareText(a.name, b.name);

/** The ids of `id` and of everything nested in it (a folder goes with its contents). */
function withDescendants(items: FileManagerItem[], id: string): Set<string> {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const item of items) {
      if (item.folderId !== null && ids.has(item.folderId) && !ids.has(item.id)) {
        ids.add(item.id);
        grew = true;
      }
    }
  }
  return ids;
}

/**
 * File manager (spec 001 section 7): GET api/apps/file-manager?folderId=. Plus DELETE ?id= for the
 * details drawer's Delete (inert in the template, working here by DESIGN decision 15): true; a
 * folder is deleted with everything in it; an unknown id answers 404 and changes nothing.
 */
export function fileManagerHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get('*/api/apps/file-manager', route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { folderId: raw } = readQuery(request, z.object({ folderId: z.optional(z.string().check(z.maxLength(200, 'folderId is too long'))) }));
      const folderId = raw === undefined || raw === '' || raw === 'null' ? null : raw;
      const items = await ctx.db.get(fileManagerDomain);
      const byId = new Map(items.map((i) => [i.id, i]));
      if (folderId !== null && byId.get(folderId)?.type !== 'folder') return { folders: [], files: [], path: [] };
      const inFolder = items.filter((i) => i.folderId === folderId);
      const path: FileManagerItem[] = [];
      // Walk up to the root (guarding against a cycle in edited data).
      for (let current = folderId === null ? undefined : byId.get(folderId); current && path.length < items.length; current = current.folderId === null ? undefined : byId.get(current.folderId)) {
        path.unshift(current);
      }
      return {
        folders: inFolder.filter((i) => i.type === 'folder').sort(byName),
        files: inFolder.filter((i) => i.type !== 'folder').sort(byName),
        path,
      };
    })),
    http.delete('*/api/apps/file-manager', route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      const items = await ctx.db.get(fileManagerDomain);
      const gone = withDescendants(items, removeOr404(items, id, 'file-manager item').id);
      for (let i = items.length - 1; i >= 0; i--) if (gone.has((items[i] as FileManagerItem).id)) items.splice(i, 1);
      return true;
    })),
  ];
}
