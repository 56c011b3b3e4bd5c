import { actsForOwner, mayChangeDraft, resourceAccess, SCREENS, type HotelRecord, type Resource, type Transition } from '@hotel/domain';
import { forbidden } from '../../core/errors';
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

/** 'a store-keeper, an auditor or a manager' (admin left out: admin may do everything). */
function anyOf(roles: readonly string[]): string {
  const named = roles.filter((role) => role !== 'admin').map((role) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${String(named.at(-1))}` : named.join('');
}

/** 'Store request SRQ-00042 is a draft of Ada Obi: only they, or a store-keeper or a manager, may submit it.' */
function draftRefusal(resource: Resource, record: HotelRecord, moves: readonly Transition[], verb: string): string {
  const singular = resource.singular.toLowerCase();
  const name = `${singular.charAt(0).toUpperCase()}${singular.slice(1)} ${String(record[resource.title] ?? record.id)}`;
  const owner = resource.ownerField && typeof record[resource.ownerField] === 'string' ? String(record[resource.ownerField]) : 'the user who made it';
  const onBehalf = [...new Set(moves.flatMap((move) => move.owner?.onBehalf ?? []))].filter((role) => role !== 'admin');
  return `${name} is a draft of ${owner}: only they${onBehalf.length ? `, or ${anyOf(onBehalf)},` : ''} may ${verb} it.`;
}

/** 403 unless the user may make an owner's move (`Transition.owner`) on the record: their own draft, or on behalf. */
export function checkOwnersMove(user: UserRecord, resource: Resource, record: HotelRecord, transition: Transition): void {
  // The action id is the move's verb ('submit').
  if (!actsForOwner(transition, record, user.roles, user.id)) throw forbidden(draftRefusal(resource, record, [transition], transition.action));
}

/** 403 unless the user may edit or delete the record: a draft (a stage an owner's move leaves) is its owner's. */
export function checkDraftOwner(user: UserRecord, resource: Resource, record: HotelRecord, verb: 'change' | 'delete'): void {
  if (mayChangeDraft(resource, record, user.roles, user.id)) return;
  const moves = (resource.workflow?.transitions ?? []).filter((transition) => transition.owner && transition.from.includes(record.stage ?? ''));
  throw forbidden(draftRefusal(resource, record, moves, verb));
}
