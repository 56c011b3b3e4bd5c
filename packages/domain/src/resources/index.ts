import type { Resource } from '../types';
import { accountResources } from './accounts';
import { administrationResources } from './administration';
import { financeResources } from './finance';
import { frontOfficeResources } from './front-office';
import { propertyResources } from './properties';
import { storeResources } from './store';

/** Every hotel resource, in dependency order (a resource comes after those it references, where possible). */
export const RESOURCES: readonly Resource[] = [...propertyResources, ...storeResources, ...administrationResources, ...accountResources, ...financeResources, ...frontOfficeResources];

const byName = new Map(RESOURCES.map((resource) => [resource.name, resource]));

/** The declaration of a resource by name, or undefined. */
export function findResource(name: string): Resource | undefined {
  return byName.get(name);
}

/** The declaration of a resource by name; throws for an unknown name (a programming error). */
export function getResource(name: string): Resource {
  const resource = byName.get(name);
  if (!resource) throw new Error(`@hotel/domain: no resource is named '${name}'.`);
  return resource;
}
