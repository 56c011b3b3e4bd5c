import { describe, expect, it } from 'vitest';
import type { AcademyCourse } from '../api/academy';
import { courseAction, coursePercent, filterCourses } from './filter-courses';

const course = (id: string, patch: Partial<AcademyCourse> = {}): AcademyCourse => ({
  id, title: `Course ${id}`, slug: id, description: 'Learn things', category: 'web', duration: 60, totalSteps: 10,
  updatedAt: '2026-01-01T00:00:00Z', featured: false, progress: { currentStep: 0, completed: 0 }, ...patch,
});

const courses = [
  course('a', { title: 'Basics of Angular' }),
  course('b', { category: 'firebase', progress: { currentStep: 0, completed: 2 } }),
  course('c', { description: 'Cloud functions in depth', category: 'cloud', progress: { currentStep: 4, completed: 0 } }),
];

describe('filterCourses', () => {
  it.each([
    [{ category: 'all', search: '', hideCompleted: false }, ['a', 'b', 'c']],
    [{ category: 'firebase', search: '', hideCompleted: false }, ['b']],
    [{ category: 'all', search: 'ANGULAR', hideCompleted: false }, ['a']],
    [{ category: 'all', search: 'functions', hideCompleted: false }, ['c']],
    [{ category: 'all', search: 'cloud', hideCompleted: false }, ['c']],
    [{ category: 'all', search: '', hideCompleted: true }, ['a', 'c']],
  ])('%j keeps %j', (filters, ids) => {
    expect(filterCourses(courses, filters).map((c) => c.id)).toEqual(ids);
  });
});

describe('course card state', () => {
  it.each([
    [course('n'), 'Start', 0],
    [course('p', { progress: { currentStep: 5, completed: 0 } }), 'Continue', 50],
    [course('d', { progress: { currentStep: 0, completed: 1 } }), 'Start again', 100],
    [course('r', { progress: { currentStep: 3, completed: 1 } }), 'Continue', 30],
  ] as const)('%#: %s at %i%%', (c, action, percent) => {
    expect(courseAction(c)).toBe(action);
    expect(coursePercent(c)).toBe(percent);
  });
});
