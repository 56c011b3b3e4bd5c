import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card className="w-80 max-w-full">
      <CardHeader>
        <CardTitle>Occupancy</CardTitle>
        <CardDescription>Tonight, all properties</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold">84%</p>
      </CardContent>
      <CardFooter>
        <Button size="sm" variant="outline">
          View report
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Occupancy' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => (
    <Card className="w-80 max-w-full" aria-busy="true">
      <CardHeader>
        <CardTitle>Occupancy</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <Skeleton shape="text" className="h-8 w-24" />
        <Skeleton shape="text" className="w-40" />
      </CardContent>
    </Card>
  ),
};

export const LongText: Story = {
  render: () => (
    <Card className="w-80 max-w-full">
      <CardHeader>
        <CardTitle>Reconciliation of city-ledger accounts for the Grand Palace and Seaside Resort properties</CardTitle>
        <CardDescription>
          Every folio transferred to the city ledger since the last night audit, with the outstanding balance per company.
        </CardDescription>
      </CardHeader>
      <CardContent className="break-words text-sm">
        Averyveryveryverylongcompanynamewithoutspacesthatmustwrapinsteadofoverflowing Ltd.
      </CardContent>
    </Card>
  ),
};
