import { Link, useSearchParams } from 'react-router-dom';
import { ErrorPanel } from '@hotel/shell';
import {
  Badge,
  EmptyState,
  Icon,
  Input,
  ProgressBar,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  Switch,
} from '@hotel/ui';
import { academyEndpoints, type AcademyCategory, type AcademyCourse } from '../../api/academy';
import { useResource } from '../../example/use-resource';
import { courseAction, coursePercent, filterCourses } from '../filter-courses';

/** Where the academy is mounted. */
export const ACADEMY_BASE = '/apps/academy';

function CourseCard({ course, categoryTitle }: { course: AcademyCourse; categoryTitle: string }) {
  const percent = coursePercent(course);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-card shadow-sm" data-slot="course-card">
      <img src={`images/apps/academy/${course.category}.svg`} alt="" className="h-32 w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <Badge variant="secondary" size="sm">
            {categoryTitle}
          </Badge>
          {course.progress.completed > 0 ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
              <Icon name="heroicons_solid:check-badge" size="sm" />
              Completed
            </span>
          ) : null}
        </div>
        <h2 className="text-lg font-semibold leading-tight">{course.title}</h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{course.description}</p>
        <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <Icon name="heroicons_outline:clock" size="sm" />
          {course.duration} minutes
        </p>
        <div className="mt-auto grid gap-1">
          <ProgressBar value={percent} label={`${course.title}: ${percent}% done`} />
          <span className="text-xs text-muted-foreground">{percent}% done</span>
        </div>
      </div>
      <div className="border-t border-border px-5 py-3 text-end">
        <Link
          to={`${ACADEMY_BASE}/${course.id}`}
          aria-label={`${courseAction(course)}: ${course.title}`}
          className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium text-primary outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
        >
          {courseAction(course)}
          <Icon name="heroicons_outline:arrow-long-right" size="sm" className="rtl:rotate-180" />
        </Link>
      </div>
    </li>
  );
}

/** Academy list (/apps/academy): category select, search and 'Hide completed' (all in the URL), course cards. */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const filters = { category: params.get('category') ?? 'all', search: params.get('search') ?? '', hideCompleted: params.get('hideCompleted') === 'true' };
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'search' },
    );

  const data = useResource<{ categories: AcademyCategory[]; courses: AcademyCourse[] }>('academy', async (http, signal) => {
    const [categories, courses] = await Promise.all([
      http.get<AcademyCategory[]>(academyEndpoints.categories, { signal }),
      http.get<AcademyCourse[]>(academyEndpoints.courses, { signal }),
    ]);
    return { categories, courses };
  });
  const categories = data.data?.categories ?? [];
  const shown = data.data ? filterCourses(data.data.courses, filters) : [];
  const titleOf = (slug: string) => categories.find((c) => c.slug === slug)?.title ?? slug;

  return (
    <div className="min-h-full bg-background" data-slot="academy-courses">
      <header className="bg-primary px-4 py-12 text-center text-primary-foreground sm:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">What do you want to learn today?</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg opacity-90">Our courses will step you through the process of building small applications.</p>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Select value={filters.category} onValueChange={(v) => set('category', v === 'all' ? null : v)}>
            <SelectTrigger aria-label="Category" className="sm:w-52">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All</SelectItem>
              {categories.map((c) => (
                <SelectItem key={c.id} value={c.slug}>
                  {c.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Input
            type="search"
            aria-label="Search by title or description"
            placeholder="Search by title or description"
            value={filters.search}
            onChange={(e) => set('search', e.target.value || null)}
            className="sm:w-72"
          />
          <div className="flex items-center gap-2 sm:ms-auto">
            <Switch id="hide-completed" checked={filters.hideCompleted} onCheckedChange={(on) => set('hideCompleted', on ? 'true' : null)} />
            <label htmlFor="hide-completed" className="text-sm font-medium">
              Hide completed
            </label>
          </div>
        </div>
        {data.error ? (
          <ErrorPanel error={data.error} onRetry={data.reload} />
        ) : !data.data ? (
          <div role="status" aria-label="Loading courses" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-80 rounded-2xl" />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <EmptyState icon="heroicons_outline:magnifying-glass" title="No courses found!" description={data.data.courses.length ? 'Change the filters to see more courses.' : undefined} level={2} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Courses">
            {shown.map((course) => (
              <CourseCard key={course.id} course={course} categoryTitle={titleOf(course.category)} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
