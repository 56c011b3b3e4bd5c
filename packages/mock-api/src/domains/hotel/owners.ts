import { resourceAccess, SCREENS, type HotelRecord, type Resource } from '@hotel/domain';
import { ROLES } from '../users/roles';
import { demoUser, type UserRecord } from '../users/seed';

/*
 * Who owns a record: the id of the user who created it (`ownerId`, set by the server). The owner
 * field (`requestedBy`, `waiter`) and `reportedBy` show that user's name as it was at creation; they
 * are for people to read and decide nothing, so renaming a user changes no access.
 */

/** Whether records of the resource carry the id of the user who created them (an ownerField or a reporter). */
export function stampsOwner(resource: Resource): boolean {
  return resource.ownerField !== undefined || resource.fields.some((field) => field.name === 'reportedBy' && field.readOnly === true);
}

/** Whether the user created the record: its `ownerId` is theirs (names are never compared). */
export function owns(user: { id: string }, resource: Resource, record: HotelRecord): boolean {
  return resource.ownerField !== undefined && typeof record.ownerId === 'string' && record.ownerId === user.id;
}

/**
 * The demo accounts the seed makes owners of a resource's records: those whose role changes every
 * record of it and has no 'my ...' screen of it (so every such screen starts empty), else admin.
 */
export function seedOwners(resource: Resource): UserRecord[] {
  const writers = resourceAccess(resource).write;
  const mine = new Set(SCREENS.flatMap((screen) => (screen.kind === 'resource' && screen.mine && screen.resource === resource.name ? screen.roles : [])));
  const roles = ROLES.filter((role) => role !== 'admin' && writers.includes(role) && !mine.has(role));
  return (roles.length ? roles : (['admin'] as const)).map((role) => demoUser(role));
}
