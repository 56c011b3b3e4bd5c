import type { HotelRecord, Resource, Transition } from './types';

/** A transition of a resource's workflow by action id. */
export function findTransition(resource: Resource, action: string): Transition | undefined {
  return resource.workflow?.transitions.find((transition) => transition.action === action);
}

/** The transitions a user with `roles` may make on a record now (from its stage; admin may make all). */
export function allowedTransitions(resource: Resource, record: Pick<HotelRecord, 'stage'>, roles: readonly string[]): Transition[] {
  return (resource.workflow?.transitions ?? []).filter(
    (transition) =>
      record.stage !== undefined &&
      transition.from.includes(record.stage) &&
      (roles.includes('admin') || transition.roles.some((role) => roles.includes(role))),
  );
}
