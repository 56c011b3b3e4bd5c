import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, ErrorPanel, useHttpClient } from '@hotel/shell';
import {
  Button,
  cn,
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerHeader,
  DrawerTitle,
  EmptyState,
  IconButton,
  ProgressBar,
  SafeHtml,
  Skeleton,
  toast,
  useBreakpoint,
} from '@hotel/ui';
import { academyEndpoints, type AcademyCourse, type AcademyCourseDetail, type AcademyProgress } from '../../api/academy';
import { useResource } from '../../example/use-resource';
import { ACADEMY_BASE } from '../courses-page/courses-page';

/** A course (/apps/academy/:courseId?step=n): steps in a drawer, the step's content, previous/next, progress saved. */
export function CoursePage() {
  const { courseId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useHttpClient();
  const wide = useBreakpoint('lg');
  const [stepsOpen, setStepsOpen] = useState(false);
  const course = useResource<AcademyCourseDetail>(`course:${courseId}`, (http, signal) => http.get(academyEndpoints.course, { query: { id: courseId }, signal }));
  const data = course.data;
  const total = data?.steps.length ?? 0;
  const fromUrl = Number(params.get('step'));
  const step = data ? (Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= total ? fromUrl - 1 : data.progress.currentStep) : 0;
  const current = data?.steps[step];

  const saveProgress = async (progress: Partial<AcademyProgress>) => {
    if (!data) return;
    const before = data.progress;
    course.setData((c) => (c ? { ...c, progress: { ...c.progress, ...progress } } : c));
    try {
      await client.patch<AcademyCourse>(academyEndpoints.course, { id: data.id, progress });
    } catch (error) {
      course.setData((c) => (c ? { ...c, progress: before } : c));
      toast.error('Could not save your progress', { description: errorMessage(error) ?? undefined });
    }
  };

  const goTo = (index: number) => {
    if (!data || index < 0 || index >= total) return;
    setParams({ step: String(index + 1) });
    if (!wide) setStepsOpen(false);
    if (index > data.progress.currentStep) void saveProgress({ currentStep: index });
  };

  const finish = async () => {
    if (!data) return;
    await saveProgress({ currentStep: 0, completed: data.progress.completed + 1 });
    toast.success(`You completed “${data.title}”`);
    void navigate(ACADEMY_BASE);
  };

  if (course.error) {
    return (
      <div className="p-6">
        <ErrorPanel error={course.error} onRetry={course.reload} />
        <Link to={ACADEMY_BASE} className="mt-4 inline-block text-primary underline">
          Back to courses
        </Link>
      </div>
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label="Loading the course" className="grid gap-4 p-6">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  const percent = Math.round(((step + 1) / Math.max(total, 1)) * 100);
  const stepList = (
    <ol className="grid gap-1" aria-label="Steps">
      {data.steps.map((s, i) => (
        <li key={s.order}>
          <button
            type="button"
            aria-current={i === step ? 'step' : undefined}
            onClick={() => goTo(i)}
            className={cn(
              'flex w-full items-start gap-3 rounded-md px-3 py-2 text-start outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring',
              i === step && 'bg-hover',
            )}
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                i < data.progress.currentStep || i === step ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
              )}
            >
              {i + 1}
            </span>
            <span className="grid">
              <span className="text-sm font-medium">{s.title}</span>
              <span className="text-xs text-muted-foreground">{s.subtitle}</span>
            </span>
          </button>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="flex min-h-full bg-background" data-slot="academy-course">
      <Drawer side="left" mode={wide ? 'side' : 'over'} width={320} open={wide || stepsOpen} onOpenChange={setStepsOpen}>
        <DrawerContent closeLabel="Close steps" showCloseButton={!wide} className={wide ? 'border-e border-border bg-card' : undefined}>
          <DrawerHeader>
            <Link to={ACADEMY_BASE} className="text-sm font-medium text-primary hover:underline">
              Back to courses
            </Link>
            <DrawerTitle className="text-lg font-semibold">{data.title}</DrawerTitle>
            <p className="text-sm text-muted-foreground">
              {data.duration} minutes · {total} steps
            </p>
          </DrawerHeader>
          <DrawerBody>{stepList}</DrawerBody>
        </DrawerContent>
      </Drawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-3 border-b border-border bg-card px-4 py-3">
          {!wide ? <IconButton icon="heroicons_outline:bars-3" label="Show steps" onClick={() => setStepsOpen(true)} /> : null}
          <div className="grid flex-1 gap-1">
            <span className="text-sm text-muted-foreground">
              Step {step + 1} of {total}
            </span>
            <ProgressBar value={percent} label="Course progress" />
          </div>
        </div>
        {current ? (
          <article className="mx-auto grid w-full max-w-3xl gap-4 p-4 sm:p-8" aria-labelledby="step-title">
            <h1 id="step-title" className="text-2xl font-bold">
              {current.title}
            </h1>
            <p className="text-muted-foreground">{current.subtitle}</p>
            <SafeHtml
              html={current.content}
              profile="rich"
              className="max-w-none break-words rounded-lg bg-card p-6 shadow-sm [&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_p]:my-3 [&_pre]:overflow-x-auto"
            />
          </article>
        ) : (
          <EmptyState icon="heroicons_outline:book-open" title="This course has no steps" level={2} />
        )}
        <nav aria-label="Step navigation" className="mt-auto flex items-center justify-between gap-3 border-t border-border bg-card px-4 py-3">
          <Button variant="outline" disabled={step === 0} onClick={() => goTo(step - 1)}>
            Previous
          </Button>
          {step < total - 1 ? <Button onClick={() => goTo(step + 1)}>Next</Button> : <Button onClick={() => void finish()}>Finish</Button>}
        </nav>
      </div>
    </div>
  );
}
