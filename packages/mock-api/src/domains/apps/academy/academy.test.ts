import { describe, expect, it } from 'vitest';
import type { AcademyCourse } from '../contracts';
import { appsHarness, bodyVariants, LONG, type Variant } from '../testing';
import { courseId } from './data';

const { call, rejects } = appsHarness(async (call) => {
  await call('GET', 'api/apps/academy/courses');
});
const P = 'api/apps/academy';
const FIRST = courseId(0);

describe('academy', () => {
  it('answers 4 categories and 18 courses of 11 steps, 30–120 minutes', async () => {
    expect((await call<{ slug: string }[]>('GET', `${P}/categories`)).body.map((c) => c.slug)).toEqual(['web', 'firebase', 'cloud', 'android']);
    const { body } = await call<AcademyCourse[]>('GET', `${P}/courses`);
    expect(body).toHaveLength(18);
    for (const c of body) {
      expect(c.totalSteps).toBe(11);
      expect(c.duration).toBeGreaterThanOrEqual(30);
      expect(c.duration).toBeLessThanOrEqual(120);
      expect(['web', 'firebase', 'cloud', 'android']).toContain(c.category);
      expect(c.progress.currentStep).toBeLessThan(11);
    }
  });

  it('answers a course with 11 ordered steps of HTML, 404 for an unknown id', async () => {
    const { body } = await call<AcademyCourse & { steps: { order: number; content: string }[] }>('GET', `${P}/courses/course`, { query: { id: FIRST } });
    expect(body.steps.map((s) => s.order)).toEqual(Array.from({ length: 11 }, (_, i) => i));
    expect(body.steps[0]?.content).toContain('<h2>');
    expect((await call('GET', `${P}/courses/course`, { query: { id: 'x' } })).status).toBe(404);
  });

  it('saves progress', async () => {
    const { body } = await call<AcademyCourse>('PATCH', `${P}/courses/course`, { body: { id: FIRST, progress: { currentStep: 10, completed: 1 } } });
    expect(body.progress).toEqual({ currentStep: 10, completed: 1 });
    expect((await call<AcademyCourse[]>('GET', `${P}/courses`)).body[0]?.progress).toEqual({ currentStep: 10, completed: 1 });
  });

  it.each<Variant>([
    ...bodyVariants({ id: FIRST, progress: { currentStep: 1 } }),
    { name: 'step 11', body: { id: FIRST, progress: { currentStep: 11 } } },
    { name: 'negative step', body: { id: FIRST, progress: { currentStep: -1 } } },
    { name: 'fraction', body: { id: FIRST, progress: { currentStep: 1.5 } } },
    { name: 'unknown id', body: { id: 'x', progress: { currentStep: 1 } } },
  ])('PATCH progress rejects $name', async (v) => {
    await rejects('PATCH', `${P}/courses/course`, v);
  });

  it('GET course rejects a 10,000-character id', async () => {
    await rejects('GET', `${P}/courses/course`, { name: 'long', query: { id: LONG } });
  });
});
