import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';
import { Textarea } from '../textarea/textarea';
import { FormField } from './form-field';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: 'Guest email', description: 'We send the booking confirmation here.', children: <Input type="email" /> },
  // Forms sit on a card surface in the apps; `text-warn` meets 4.5:1 on bg-card (see report about bg-background).
  decorators: [(Story) => <div className="max-w-sm rounded-lg bg-card p-4">{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Guest email' });
    await expect(input).toHaveAccessibleDescription('We send the booking confirmation here.');
    await expect(input).not.toBeInvalid();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { error: 'Enter a valid email address', children: <Input type="email" defaultValue="ana@" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Guest email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Enter a valid email address');
  },
};

export const Disabled: Story = { args: { disabled: true, children: <Input type="email" disabled defaultValue="ana@example.com" /> } };

export const LongText: Story = {
  args: {
    label: 'Special requests that the housekeeping team must see before the guest arrives',
    description:
      'Visible to housekeeping, front desk and the night manager. Do not write card numbers or health details here; use the secure notes instead.',
    error: 'Requests are limited to 500 characters, including spaces and line breaks between items.',
    children: <Textarea />,
  },
};

export const RightToLeft: Story = {
  args: { label: 'البريد الإلكتروني', description: 'نرسل التأكيد هنا', error: 'أدخل بريدا صالحا' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};

const bookingSchema = z.object({
  name: z.string().check(z.minLength(2, 'Name must be at least 2 characters')),
  email: z.email('Enter a valid email address'),
  room: z.string().check(z.minLength(1, 'Choose a room type')),
});
type Booking = z.infer<typeof bookingSchema>;

/**
 * Same contract as `zodResolver(bookingSchema)` from @hookform/resolvers, which @hotel/ui does not
 * depend on (it is installed for @hotel/shell only). Apps use `zodResolver`; it accepts zod/mini.
 */
const bookingResolver: Resolver<Booking> = async (values) => {
  const result = z.safeParse(bookingSchema, values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<Booking> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof Booking;
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

function BookingForm({ onSubmit }: { onSubmit: (values: Booking) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Booking>({ resolver: bookingResolver, defaultValues: { name: '', email: '', room: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Guest name" required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="name" />
      </FormField>
      <FormField label="Email" required description="For the confirmation" error={errors.email?.message}>
        <Input type="email" {...register('email')} />
      </FormField>
      <Controller
        control={control}
        name="room"
        render={({ field }) => (
          <FormField label="Room type" required error={errors.room?.message}>
            {(control) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Choose…" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="single">Single</SelectItem>
                  <SelectItem value="double">Double</SelectItem>
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <Button type="submit">Book</Button>
    </form>
  );
}

/** react-hook-form + a zod/mini resolver: `register()` for inputs, a Controller render-prop for Select. */
export const WithReactHookForm: Story = {
  args: { onSubmit: fn() } as never,
  render: (args) => <BookingForm onSubmit={(args as unknown as { onSubmit: (v: Booking) => void }).onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onSubmit = (args as unknown as { onSubmit: ReturnType<typeof fn> }).onSubmit;
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const name = canvas.getByRole('textbox', { name: /Guest name/ });
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('Name must be at least 2 characters'));
    await expect(canvas.getByRole('combobox', { name: /Room type/ })).toHaveAccessibleErrorMessage('Choose a room type');
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, 'Ana Ruiz');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.click(canvas.getByRole('combobox', { name: /Room type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Double' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana Ruiz', email: 'ana@example.com', room: 'double' }, expect.anything()),
    );
  },
};

const requestsSchema = z.object({ requests: z.string().check(z.maxLength(200, 'Requests must be at most 200 characters')) });
type Requests = z.infer<typeof requestsSchema>;

const requestsResolver: Resolver<Requests> = async (values) => {
  const result = z.safeParse(requestsSchema, values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<Requests> = {};
  for (const issue of result.error.issues) errors.requests ??= { type: issue.code, message: issue.message };
  return { values: {}, errors };
};

function RequestsForm({ onSubmit }: { onSubmit: (values: Requests) => void }) {
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm<Requests>({ resolver: requestsResolver, mode: 'onChange', defaultValues: { requests: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Special requests" count={{ length: watch('requests').length, max: 200 }} error={errors.requests?.message}>
        <Textarea {...register('requests')} rows={3} />
      </FormField>
      <Button type="submit">Save</Button>
    </form>
  );
}

/**
 * A text with a limit: the count under it, and text pasted over the limit kept whole and refused
 * with the schema's message (no `maxLength` cutting it silently); a screen reader hears the count
 * once typing pauses.
 */
export const WithCount: Story = {
  args: { onSubmit: fn() } as never,
  render: (args) => <RequestsForm onSubmit={(args as unknown as { onSubmit: (v: Requests) => void }).onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onSubmit = (args as unknown as { onSubmit: ReturnType<typeof fn> }).onSubmit;
    const requests = canvas.getByRole('textbox', { name: 'Special requests' });
    await expect(requests).toHaveAccessibleDescription('0 / 200 characters');
    await userEvent.click(requests);
    await userEvent.paste('x'.repeat(250));
    await expect(requests).toHaveValue('x'.repeat(250));
    await waitFor(() => expect(requests).toHaveAccessibleErrorMessage('Requests must be at most 200 characters'));
    await expect(canvas.getByText('250 / 200 characters')).toHaveAttribute('data-state', 'over');
    // Announced once, after the paste has settled (not on every keystroke).
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('50 characters too many'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(requests);
    await userEvent.type(requests, 'Late arrival, quiet room');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ requests: 'Late arrival, quiet room' }, expect.anything()));
  },
};
