import type { Domain } from '../../../core/db';
import type { AcademyCategory, AcademyCourse } from '../contracts';

export interface AcademyState {
  categories: AcademyCategory[];
  courses: AcademyCourse[];
}

/** 4 categories and 18 courses of 11 steps; dates relative to now. */
export const academyDomain: Domain<AcademyState> = {
  name: 'apps.academy',
  seed: async (tools) => (await import('./data')).buildAcademy(tools),
};
