import type { Resource } from '@hotel/domain';
import { toTitleCase } from '@hotel/ui';

/**
 * A stage id as a screen names it from data that carries the id only ('out-of-order' → 'Out-of-order'
 * in English, as before); in another language the workflow's stage label, translated, when the
 * catalog has it.
 */
export function stageName(resource: Resource | undefined, stage: string, t: (text: string) => string): string {
  const declared = resource?.workflow?.stages.find((s) => s.id === stage)?.label;
  return declared !== undefined && t(declared) !== declared ? t(declared) : t(toTitleCase(stage));
}
