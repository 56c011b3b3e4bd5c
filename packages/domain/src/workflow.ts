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
