import {
  CHARGE_CATEGORIES,
  CHART_GROUPS,
  CHART_OF_ACCOUNTS,
  DOCKET_STAGES,
  FOLIO_LINE_KINDS,
  HOUSEKEEPING_ACTIONS,
  HOUSEKEEPING_STATES,
  OCCUPANCY_STATES,
  POSTING_KEYS,
  REPORTS,
  RESOURCES,
  SCREENS,
  SHIFT_STAGES,
  STAFF_ROLES,
  STOCK_MOVEMENT_KINDS,
  TENDER_LABELS,
  TENDER_METHODS,
  postingLabel,
  reportGroupings,
  titleOf,
  type Resource,
  type Screen,
} from '@hotel/domain';

/*
 * The English strings `@hotel/domain` declares that a screen shows (the keys `domain.json`
 * translates), read off the exported data rather than copied: a label added to the domain shows up
 * here, and the catalog test then asks for its Turkish.
 */

function resourceStrings(resource: Resource): string[] {
  const strings = [resource.label, resource.singular, resource.description];
  for (const field of resource.fields) {
    strings.push(field.label);
    if (field.help) strings.push(field.help);
    if (field.patternMessage) strings.push(field.patternMessage);
    for (const option of field.options ?? []) strings.push(option.label);
  }
  for (const stage of resource.workflow?.stages ?? []) strings.push(stage.label);
  for (const transition of resource.workflow?.transitions ?? []) {
    strings.push(transition.label);
    if (transition.date) strings.push(transition.date.label, ...(transition.date.help ? [transition.date.help] : []));
  }
  return strings;
}

function screenStrings(screen: Screen): string[] {
  const strings = [screen.title, screen.group];
  if (screen.kind === 'action') strings.push(screen.action.label);
  return strings;
}

function reportStrings(): string[] {
  return REPORTS.flatMap((report) => [
    report.title,
    report.description,
    ...report.columns.map((column) => column.label),
    ...reportGroupings(report).map((grouping) => grouping.label),
  ]);
}

/** Values the domain names by id that screens show in title case ('out-of-order' → 'Out Of Order'). */
function enumStrings(): string[] {
  const ids: readonly string[] = [
    ...HOUSEKEEPING_STATES,
    ...OCCUPANCY_STATES,
    ...HOUSEKEEPING_ACTIONS,
    ...STOCK_MOVEMENT_KINDS,
    ...FOLIO_LINE_KINDS,
    ...CHARGE_CATEGORIES,
    ...DOCKET_STAGES,
    ...SHIFT_STAGES,
    ...STAFF_ROLES,
  ];
  return ids.map(titleOf);
}

function ledgerStrings(): string[] {
  return [
    ...CHART_GROUPS.map((group) => group.name),
    ...CHART_OF_ACCOUNTS.map((account) => account.name),
    ...POSTING_KEYS.map(postingLabel),
    ...TENDER_METHODS.map((method) => TENDER_LABELS[method]),
  ];
}

/** Every user-visible English string the domain declares, once each, in declaration order. */
export function domainStrings(): string[] {
  const all = [
    ...RESOURCES.flatMap(resourceStrings),
    ...SCREENS.flatMap(screenStrings),
    ...reportStrings(),
    ...enumStrings(),
    ...ledgerStrings(),
    'Yes',
    'No',
  ];
  return [...new Set(all.filter((text) => text.trim() !== ''))];
}
