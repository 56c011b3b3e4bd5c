import * as z from 'zod/mini';
import type { Domain } from '../../../core/db';
import { bool, num, rows, str } from '../../../core/stored';
import type { AcademyCategory, AcademyCourse } from '../contracts';

export interface AcademyState {
  categories: AcademyCategory[];
  courses: AcademyCourse[];
}

/** 4 categories and 18 courses of 11 steps; dates relative to now. */
export const academyDomain: Domain<AcademyState> = {
  name: 'apps.academy',
  schema: z.object({
    categories: rows({ title: str, slug: str }),
    courses: rows({ title: str, slug: str, description: str, category: str, duration: num, totalSteps: num, updatedAt: str, featured: bool, progress: z.object({ currentStep: num, completed: num }) }),
  }),
  seed: async (tools) => (await import('./data')).buildAcademy(tools),
};
