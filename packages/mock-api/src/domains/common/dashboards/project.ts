import type { SeedTools } from '../../../core/db';
import type { BudgetDetailsRow, ProjectDashboard, TeamMember } from '../contracts';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const TEAM: [name: string, title: string, avatar: string | null][] = [
  ['Amara Okafor', 'General Manager', '/images/avatars/female-02.svg'],
  ['Lucas Moreau', 'Operations Director', '/images/avatars/male-01.svg'],
  ['Yuki Sato', 'Guest Relations Manager', '/images/avatars/female-03.svg'],
  ['Mehmet Yılmaz', 'Maintenance Lead', '/images/avatars/male-02.svg'],
  ['Priya Sharma', 'Project Coordinator', '/images/avatars/female-04.svg'],
  ['Jonas Weber', 'IT Specialist', null],
  ['Chloé Dubois', 'Interior Designer', '/images/avatars/female-05.svg'],
  ['Rahul Mehta', 'Finance Controller', '/images/avatars/male-04.svg'],
];

/** The project dashboard: the east-wing renovation of the hotel, deterministic per seed. */
export function buildProject({ rng }: SeedTools): ProjectDashboard {
  const week = () => DAYS.map(() => rng.int(8, 42));
  const overview = () => ({
    'new-issues': rng.int(150, 260),
    'closed-issues': rng.int(120, 220),
    fixed: rng.int(20, 60),
    'wont-fix': rng.int(2, 12),
    're-opened': rng.int(4, 20),
    'needs-triage': rng.int(5, 25),
  });
  const expenses = (labels: string[], min: number, max: number) => {
    const data = labels.map(() => rng.int(min, max));
    return { amount: data.reduce((sum, n) => sum + n, 0), labels, series: [{ name: 'Expenses', data }] };
  };
  const budgetRows: BudgetDetailsRow[] = ['Concept', 'Design', 'Development', 'Extras', 'Marketing'].map((type, i) => {
    const total = [14880, 21080, 34720, 18000, 18600][i] as number;
    const expensesAmount = Math.round(total * (0.3 + rng.next() * 0.6));
    const expensesPercentage = Math.round((expensesAmount / total) * 1000) / 10;
    return {
      id: i + 1,
      type,
      total,
      expensesAmount,
      expensesPercentage,
      remainingAmount: total - expensesAmount,
      remainingPercentage: Math.round((100 - expensesPercentage) * 10) / 10,
    };
  });
  const teamMembers: TeamMember[] = TEAM.map(([name, title, avatar], i) => ({
    id: `team-member-${i + 1}`,
    avatar,
    name,
    email: `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.')}@hotel.test`,
    phone: `+90 212 555 ${String(1000 + i * 137).slice(0, 4)}`,
    title,
  }));
  return {
    githubIssues: {
      overview: { 'this-week': overview(), 'last-week': overview() },
      labels: DAYS,
      series: {
        'this-week': [
          { name: 'New issues', type: 'line', data: week() },
          { name: 'Closed issues', type: 'column', data: week() },
        ],
        'last-week': [
          { name: 'New issues', type: 'line', data: week() },
          { name: 'Closed issues', type: 'column', data: week() },
        ],
      },
    },
    taskDistribution: {
      overview: { 'this-week': { new: rng.int(500, 620), completed: rng.int(400, 500) }, 'last-week': { new: rng.int(480, 600), completed: rng.int(380, 480) } },
      labels: ['API', 'Backend', 'Frontend', 'Issues'],
      series: { 'this-week': [15, 20, 38, 27], 'last-week': [19, 16, 42, 23] },
    },
    schedule: {
      today: [
        { title: 'Group meeting', time: 'in 32 minutes', location: 'Conference room 1B' },
        { title: 'Coffee break', time: '10:30 AM' },
        { title: 'Public beta release', time: '11:00 AM' },
        { title: 'Lunch', time: '12:10 PM' },
        { title: 'Dinner with the supplier', time: '05:30 PM', location: 'Rooftop restaurant' },
      ],
      tomorrow: [
        { title: 'Marketing meeting', time: '09:00 AM', location: 'Conference room 1A' },
        { title: 'Public announcement', time: '11:00 AM' },
        { title: 'Lunch', time: '12:10 PM' },
        { title: 'Meeting with the beta testers', time: '03:00 PM', location: 'Conference room 2C' },
        { title: 'Live stream', time: '05:30 PM' },
      ],
    },
    budgetDistribution: {
      categories: ['Concept', 'Design', 'Development', 'Extras', 'Marketing'],
      series: [{ name: 'Budget', data: [12, 20, 28, 15, 25] }],
    },
    weeklyExpenses: expenses(['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', 'Week 6', 'Week 7', 'Week 8', 'Week 9'], 2000, 6000),
    monthlyExpenses: expenses(['Week 1', 'Week 2', 'Week 3', 'Week 4'], 6000, 12000),
    yearlyExpenses: expenses(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], 20000, 45000),
    budgetDetails: {
      columns: ['type', 'total', 'expensesAmount', 'expensesPercentage', 'remainingAmount', 'remainingPercentage'],
      rows: budgetRows,
    },
    teamMembers,
  };
}
