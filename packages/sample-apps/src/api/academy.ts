/** Academy sample app: the contract of `api/apps/academy/*` (spec 001 sections 3 and 7). */

export interface AcademyCategory {
  id: string;
  title: string;
  /** web, firebase, cloud, android. */
  slug: string;
}

export interface AcademyProgress {
  /** 0-based index of the step the learner is on. */
  currentStep: number;
  /** How many times the course was completed (0: never). */
  completed: number;
}

export interface AcademyCourse {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** Category slug; its art is `images/apps/academy/<category>.svg`. */
  category: string;
  /** Minutes, 30 to 120. */
  duration: number;
  totalSteps: number;
  /** ISO date-time. */
  updatedAt: string;
  featured: boolean;
  progress: AcademyProgress;
}

export interface AcademyStep {
  order: number;
  title: string;
  subtitle: string;
  /** HTML: render through SafeHtml. */
  content: string;
}

export interface AcademyCourseDetail extends AcademyCourse {
  steps: AcademyStep[];
}

export const academyEndpoints = {
  categories: 'api/apps/academy/categories',
  courses: 'api/apps/academy/courses',
  /** GET ?id: the course with its steps. PATCH {id, progress}: sets the progress (currentStep within 0..totalSteps-1); answers the course. */
  course: 'api/apps/academy/courses/course',
} as const;
