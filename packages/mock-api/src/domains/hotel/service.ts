import { findTransition, isFinalStage, validateRecord, type FolioRef, type HotelRecord, type Resource, type Transition } from '@hotel/domain';
import { badRequest, conflict, forbidden } from '../../core/errors';
import type { UserRecord } from '../users/seed';
import { nextCode, nextId } from './codes';
import { actorOf } from './ledger/post';
import { checkDraftOwner, checkOwnersMove, stampsOwner } from './owners';
import { findRecord, forgetGroupings } from './records';
import { afterCreate, afterTransition, checkRecord, checkTransition } from './rules';
import type { HotelState } from './state';
import { takeCount } from './stock/operations';

/*
 * The hotel's writes, as a server runs them: validate, check every rule, then change. The HTTP
 * handlers call these after access checks; the seed's history and the property tests call them
 * directly, so the data they build went through exactly the API's path.
 */

const may = (user: UserRecord, roles: readonly string[]) => user.roles.includes('admin') || user.roles.some((role) => roles.includes(role));

function invalid(resource: Resource, fields: Record<string, string>): never {
  throw badRequest(`Invalid ${resource.singular.toLowerCase()}: ${Object.values(fields).join('; ')}`, fields);
}

/** 400 with a message per reference field that names no existing record. */
function checkReferences(state: HotelState, resource: Resource, value: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  for (const field of resource.fields) {
    const id = value[field.name];
    if (field.type !== 'reference' || typeof id !== 'string' || !field.reference) continue;
    if (!findRecord(state, field.reference.resource, id)) fields[field.name] = `${field.label} names no existing record`;
  }
  if (Object.keys(fields).length) invalid(resource, fields);
}

/** Creates a record: server-set fields, the rules (postings included), then id, number and audit trail. */
export function createRecord(state: HotelState, resource: Resource, input: Record<string, unknown>, user: UserRecord, at: string): HotelRecord {
  const result = validateRecord(resource, input, 'create');
  if (!result.ok) invalid(resource, result.fields);
  checkReferences(state, resource, result.value);
  // A stock item's opening count is a movement, never a stored quantity.
  const counted = takeCount(resource.name, result.value);
  const record: HotelRecord = { id: '', ...result.value };
  if (resource.workflow) record.stage = resource.workflow.initial;
  // The owner is the user's id; the owner field shows their name as it is now, and stays as it was.
  if (stampsOwner(resource)) record.ownerId = user.id;
  for (const field of resource.fields) {
    if (!field.readOnly) continue;
    if (field.name === resource.ownerField || field.name === 'reportedBy') record[field.name] = user.name;
    else if (field.type === 'datetime') record[field.name] = at;
    else record[field.name] ??= null;
  }
  const commit = checkRecord(state, resource.name, record, { user, at, counted });
  // Ids and numbers are issued only once every check passed, so a refused create changes nothing.
  record.id = nextId(state, resource.name);
  for (const field of resource.fields) {
    if (field.readOnly && field.format === 'code' && field.pattern) record[field.name] = nextCode(state, field) ?? null;
  }
  (state.records[resource.name] ??= []).push(record);
  state.audit[`${resource.name}/${record.id}`] = [{ at, by: user.name, byId: user.id, action: 'create', from: null, to: record.stage ?? null, note: null }];
  commit?.(record);
  afterCreate(state, resource.name, record, actorOf(user, at));
  return record;
}

/** What a transition carries besides its action. */
export interface MoveInput {
  action: string;
  note?: string | null;
  /** Check-out: where a non-zero balance goes. */
  transferTo?: FolioRef;
  /** The date a move declares (`Transition.date`): when an out-of-order room is expected back. */
  date?: string | null;
}

/** Moves a record along its workflow: the transition's roles and stage, its note, the rules; then the stage and audit trail. */
export function moveRecord(state: HotelState, resource: Resource, record: HotelRecord, input: MoveInput, user: UserRecord, at: string): HotelRecord {
  const { action, note } = input;
  if (!resource.workflow) throw conflict(`${resource.label} have no workflow.`);
  const transition = findTransition(resource, action);
  if (!transition) {
    throw badRequest(`'${action}' is not an action of ${resource.label}.`, {
      action: `must be one of ${resource.workflow.transitions.map((t) => t.action).join(', ')}`,
    });
  }
  if (!may(user, transition.roles)) throw forbidden(`Your role (${user.roles.join(', ')}) may not ${transition.label.toLowerCase()} ${resource.label.toLowerCase()}.`);
  if (!transition.from.includes(record.stage ?? '')) {
    const stage = resource.workflow.stages.find((s) => s.id === record.stage)?.label ?? record.stage;
    throw conflict(`A ${resource.singular.toLowerCase()} that is ${String(stage)} cannot be moved by '${transition.label}'.`);
  }
  checkOwnersMove(user, resource, record, transition);
  if (transition.noteRequired && !note?.trim()) throw badRequest(`${transition.label} needs a note.`, { note: 'A note is required for this action' });
  checkMoveDate(state, transition, input.date);
  const commit = checkTransition(state, resource.name, record, action, { user, at, note, transferTo: input.transferTo });
  const from = record.stage ?? null;
  // A date given for a stage (an out-of-order room's return) ends with the stage; the move may give a new one.
  for (const t of resource.workflow.transitions) if (t.date && t.to === from) record[t.date.field] = null;
  if (transition.date) record[transition.date.field] = input.date ?? null;
  record.stage = transition.to;
  (state.audit[`${resource.name}/${record.id}`] ??= []).push({ at, by: user.name, byId: user.id, action, from, to: transition.to, note: note?.trim() || null });
  commit?.(record);
  afterTransition(state, resource.name, record, action, actorOf(user, at));
  return record;
}

/** A move's date: only where the move declares one, and never before the business date. */
function checkMoveDate(state: HotelState, transition: Transition, date: string | null | undefined): void {
  if (date === undefined || date === null) return;
  if (!transition.date) throw badRequest(`${transition.label} takes no date.`, { date: 'must be left out for this action' });
  const businessDate = state.ledger.businessDate;
  if (date < businessDate) throw badRequest(`${transition.date.label} cannot be before the business date ${businessDate}.`, { date: `must be ${businessDate} or later` });
}

/** Changes some fields of a record; a posted document's money fields change only as an auditor's correction with a reason. */
export function updateRecord(state: HotelState, resource: Resource, existing: HotelRecord, input: Record<string, unknown>, user: UserRecord, at: string, reason?: string): HotelRecord {
  if (isFinalStage(resource, existing.stage) && !user.roles.some((role) => role === 'admin' || role === 'auditor')) {
    throw conflict(`This ${resource.singular.toLowerCase()} is ${String(existing.stage)} and can no longer be changed.`);
  }
  checkDraftOwner(user, resource, existing, 'change');
  const result = validateRecord(resource, input, 'update', existing);
  if (!result.ok) invalid(resource, result.fields);
  checkReferences(state, resource, result.value);
  // A count of a stock item is a 'counted' movement of the difference, never a stored quantity.
  const counted = takeCount(resource.name, result.value);
  const next: HotelRecord = { ...existing, ...result.value };
  const commit = checkRecord(state, resource.name, next, { user, at, counted }, existing, reason);
  Object.assign(existing, result.value);
  forgetGroupings(state, resource.name);
  const changed = [...Object.keys(result.value), ...(counted === undefined ? [] : ['countedQuantity'])];
  const action = typeof counted === 'number' ? 'count' : commit ? 'correct' : 'update';
  (state.audit[`${resource.name}/${existing.id}`] ??= []).push({
    at, by: user.name, byId: user.id, action, from: existing.stage ?? null, to: existing.stage ?? null,
    note: action === 'count' ? `Counted ${String(counted)}` : `Changed ${changed.join(', ')}${commit && reason ? `: ${reason.trim()}` : ''}`,
  });
  commit?.(existing);
  return existing;
}
