import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import { bodyId, findOr404, idQuery } from '../shared';
import { academyDomain } from './seed';

const base = '*/api/apps/academy';

/** Academy (spec 001 section 7) plus PATCH courses/course {id, progress} for the stepper. */
/** `stepContent` rewrites each step's HTML (scenarios: hostile or long content). */
export function academyHandlers(ctx: MockContext, stepContent: (html: string) => string = (html) => html): HttpHandler[] {
  const state = () => ctx.db.get(academyDomain);
  return [
    http.get(`${base}/categories`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return (await state()).categories;
    })),
    http.get(`${base}/courses`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return (await state()).courses;
    })),
    http.get(`${base}/courses/course`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      const course = findOr404((await state()).courses, id, 'course');
      return { ...course, steps: (await import('./data')).courseSteps().map((step) => ({ ...step, content: stepContent(step.content) })) };
    })),
    http.patch(`${base}/courses/course`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, progress } = await readBody(
        request,
        z.object({
          id: bodyId,
          progress: z.object({
            currentStep: z.optional(z.number('currentStep must be a number').check(z.int('currentStep must be a whole number'), z.gte(0, 'currentStep must not be negative'))),
            completed: z.optional(z.number('completed must be a number').check(z.int('completed must be a whole number'), z.gte(0, 'completed must not be negative'), z.lte(1000, 'completed is too large'))),
          }),
        }),
      );
      const course = findOr404((await state()).courses, id, 'course');
      if (progress.currentStep !== undefined && progress.currentStep >= course.totalSteps) {
        throw badRequest(`Invalid request body: progress.currentStep: must be below ${course.totalSteps}`, { 'progress.currentStep': `must be below ${course.totalSteps}` });
      }
      Object.assign(course.progress, progress);
      return course;
    })),
  ];
}
