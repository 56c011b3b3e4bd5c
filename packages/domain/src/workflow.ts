import type { HotelRecord, Resource, Transition } from './types';

/** A transition of a resource's workflow by action id. */
export function findTransition(resource: Resource, action: string): Transition | undefined {
  return resource.workflow?.transitions.find((transition) => transition.action === action);
}

/** The moves the roles are given at the record's stage (admin is given all), ownership aside. */
function movesOfRoles(resource: Resource, record: Pick<HotelRecord, 'stage'>, roles: readonly string[]): Transition[] {
  return (resource.workflow?.transitions ?? []).filter(
    (transition) =>
      record.stage !== undefined &&
      transition.from.includes(record.stage) &&
      (roles.includes('admin') || transition.roles.some((role) => roles.includes(role))),
  );
}

/**
 * Whether a user may make the move as far as ownership goes: any move that is not an owner's
 * (`Transition.owner`); an owner's move if they created the record, are admin or hold an
 * on-behalf role. `userId` undefined: no user owns the record.
 */
export function actsForOwner(transition: Transition, record: Pick<HotelRecord, 'ownerId'>, roles: readonly string[], userId: string | undefined): boolean {
  const owner = transition.owner;
  if (!owner || roles.includes('admin')) return true;
  return (userId !== undefined && record.ownerId === userId) || roles.some((role) => owner.onBehalf.includes(role));
}

/**
 * The transitions a user with `roles` (and id `userId`) may make on a record now: from its stage,
 * given to one of the roles (admin may make all), and an owner's move only on their own record
 * (or on behalf, `Transition.owner`).
 */
export function allowedTransitions(resource: Resource, record: Pick<HotelRecord, 'stage' | 'ownerId'>, roles: readonly string[], userId?: string): Transition[] {
  return movesOfRoles(resource, record, roles).filter((transition) => actsForOwner(transition, record, roles, userId));
}

/** The owner's moves the roles are given at the record's stage but the user may not make: it is someone else's draft. */
export function othersOwnerMoves(resource: Resource, record: Pick<HotelRecord, 'stage' | 'ownerId'>, roles: readonly string[], userId?: string): Transition[] {
  return movesOfRoles(resource, record, roles).filter((transition) => !actsForOwner(transition, record, roles, userId));
}

/**
 * Whether a user may edit or delete the record as far as ownership goes: a record in a stage an
 * owner's move leaves is its owner's draft, changed only by those who may make that move for it.
 */
export function mayChangeDraft(resource: Resource, record: Pick<HotelRecord, 'stage' | 'ownerId'>, roles: readonly string[], userId?: string): boolean {
  return (resource.workflow?.transitions ?? []).every((transition) => !transition.from.includes(record.stage ?? '') || actsForOwner(transition, record, roles, userId));
}

/**
 * Whether a stage is final: no transition leaves it, it is not the initial stage and not a
 * system stage. A record in a final stage is locked: only admin and auditor may edit or delete it.
 */
export function isFinalStage(resource: Resource, stage: string | undefined): boolean {
  const workflow = resource.workflow;
  if (!workflow || stage === undefined || stage === workflow.initial) return false;
  if (workflow.stages.find((s) => s.id === stage)?.system) return false;
  return !workflow.transitions.some((t) => t.from.includes(stage));
}
