import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { DraftNotice, errorMessage, useFormDraft, useUnsavedChanges } from '@hotel/shell';
import {
  Button,
  ConfirmDialog,
  FormField,
  IconButton,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  Textarea,
  toast,
} from '@hotel/ui';
import type { InventoryProduct, InventoryTag } from '../../api/inventory';
import type { InventoryLookups } from '../use-inventory';
import { derivedPrice, restoredDraft, toChanges, toDraft, validateDraft, type ProductDraft, type ProductDraftErrors } from './product-draft';
import { TagsField } from './tags-field';

/** Props of ProductForm. */
export interface ProductFormProps {
  /** The product as saved. */
  product: InventoryProduct;
  /** Categories, brands, vendors and tags. */
  lookups: InventoryLookups;
  /** Saves the changes; rejects with the server's error. */
  onSave: (id: string, changes: Partial<InventoryProduct>) => Promise<InventoryProduct>;
  /** Deletes the product (after the confirmation). */
  onDelete: (id: string) => void;
  /** Creates a tag. */
  onCreateTag: (title: string) => Promise<InventoryTag>;
  /** Deletes a tag. */
  onDeleteTag: (id: string) => void;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The form draft id of a product's unsaved edit. */
export const productDraftId = (id: string) => `product-${id}`;

/**
 * The inline product form of an opened table row. Closing the row, opening another, or leaving
 * with unsaved changes asks first (the open row is in the URL); unsaved changes are kept as a
 * draft, restored with a notice when the product opens again after a new sign-in.
 */
export function ProductForm({ product, lookups, onSave, onDelete, onCreateTag, onDeleteTag }: ProductFormProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => toDraft(product));
  /** The draft as last saved (what 'unsaved' compares with). */
  const [saved, setSaved] = useState<ProductDraft>(() => toDraft(product));
  const [errors, setErrors] = useState<ProductDraftErrors>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [imageIndex, setImageIndex] = useState(0);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const kept = useFormDraft<Partial<Record<keyof ProductDraft, unknown>>>({
    id: productDraftId(product.id),
    values: draft,
    dirty: changed,
    onRestore: (values) => setDraft(restoredDraft(toDraft(product), values)),
  });
  useUnsavedChanges(changed && !deleting, { onDiscard: kept.clear });
  const discardRestored = () => {
    kept.clear();
    setDraft(saved);
    setErrors({});
  };
  const price = derivedPrice(draft.basePrice, draft.taxPercent);
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const image = draft.images[imageIndex] ?? draft.images[0];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSave(product.id, toChanges(draft));
      setSaved(draft);
      kept.clear();
      toast.success('Product updated');
    } catch (error) {
      toast.error('Could not update the product', { description: errorMessage(error) ?? undefined });
    } finally {
      setSaving(false);
    }
  };

  const text = (key: 'name' | 'sku' | 'barcode', label: string, required = false) => (
    <FormField label={label} error={errors[key]} required={required}>
      <Input value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </FormField>
  );
  const number = (key: 'cost' | 'basePrice' | 'taxPercent' | 'weight' | 'stock' | 'reserved', label: string, suffix?: ReactNode) => (
    <FormField label={label} error={errors[key]}>
      {(control) => (
        <div className="flex items-center gap-2">
          <Input {...control} inputMode="decimal" value={draft[key]} onChange={(e) => set(key, e.target.value)} />
          {suffix ? <span className="text-sm text-muted-foreground">{suffix}</span> : null}
        </div>
      )}
    </FormField>
  );
  const select = (key: 'category' | 'brand' | 'vendor', label: string, options: { id: string; name: string }[]) => (
    <FormField label={label}>
      {(control) => (
        <Select value={draft[key] || undefined} onValueChange={(value) => set(key, value)}>
          <SelectTrigger {...control}>
            <SelectValue placeholder={`Choose a ${label.toLowerCase()}`} />
          </SelectTrigger>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.id} value={o.id}>
                {o.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );

  return (
    <form
      aria-label={`Edit ${product.name}`}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-6 p-4 sm:p-6"
      data-slot="product-form"
    >
      <DraftNotice restoredAt={kept.restoredAt} onDiscard={discardRestored} />
      <div className="grid gap-6 md:grid-cols-[12rem_1fr_1fr] lg:grid-cols-[14rem_1fr_1fr_1fr]">
        <div className="grid content-start gap-2" aria-label="Images" role="group">
          <div className="flex aspect-square items-center justify-center overflow-hidden rounded-md border border-border bg-background">
            {image ? (
              <img src={image} alt={`${product.name} (${imageIndex + 1} of ${draft.images.length})`} className="size-full object-contain" />
            ) : (
              <span className="text-sm text-muted-foreground">No image</span>
            )}
          </div>
          {draft.images.length > 1 ? (
            <div className="flex items-center justify-between">
              <IconButton
                type="button"
                icon="heroicons_outline:chevron-left"
                label="Previous image"
                size="sm"
                onClick={() => setImageIndex((i) => (i - 1 + draft.images.length) % draft.images.length)}
              />
              <span className="text-xs text-muted-foreground">
                {imageIndex + 1} / {draft.images.length}
              </span>
              <IconButton
                type="button"
                icon="heroicons_outline:chevron-right"
                label="Next image"
                size="sm"
                onClick={() => setImageIndex((i) => (i + 1) % draft.images.length)}
              />
            </div>
          ) : null}
          {image && image !== draft.thumbnail ? (
            <Button type="button" variant="outline" size="sm" onClick={() => set('thumbnail', image)}>
              Use as thumbnail
            </Button>
          ) : null}
        </div>

        <div className="grid content-start gap-4">
          {text('name', 'Name', true)}
          <div className="grid grid-cols-2 gap-3">
            {text('sku', 'SKU')}
            {text('barcode', 'Barcode')}
          </div>
          {select('category', 'Category', lookups.categories)}
          {select('brand', 'Brand', lookups.brands)}
          {select('vendor', 'Vendor', lookups.vendors)}
        </div>

        <div className="grid content-start gap-4">
          {number('cost', 'Cost', 'USD')}
          {number('basePrice', 'Base price', 'USD')}
          {number('taxPercent', 'Tax percent', '%')}
          <div className="grid gap-2">
            <span className="text-sm font-medium" id={`price-${product.id}`}>
              Price (with tax)
            </span>
            <output aria-labelledby={`price-${product.id}`} className="rounded-md border border-border bg-hover px-3 py-2 text-sm tabular-nums">
              {price === null ? '—' : currency.format(price)}
            </output>
          </div>
        </div>

        <div className="grid content-start gap-4 md:col-span-3 lg:col-span-1">
          <div className="grid grid-cols-3 gap-3 lg:grid-cols-1">
            {number('weight', 'Weight', 'lbs')}
            {number('stock', 'Stock')}
            {number('reserved', 'Reserved')}
          </div>
          <div className="flex items-center gap-3">
            <Switch id={`active-${product.id}`} checked={draft.active} onCheckedChange={(on) => set('active', on)} />
            <label htmlFor={`active-${product.id}`} className="text-sm font-medium">
              Active
            </label>
          </div>
          <TagsField tags={lookups.tags} value={draft.tags} onChange={(tags) => set('tags', tags)} onCreate={onCreateTag} onDelete={onDeleteTag} />
        </div>
      </div>

      <FormField label="Description">
        <Textarea rows={3} value={draft.description} onChange={(e) => set('description', e.target.value)} />
      </FormField>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <Button type="button" variant="destructive" onClick={() => setConfirmOpen(true)}>
          Delete
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Update'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete product"
        message="Are you sure you want to remove this product? This action cannot be undone!"
        confirmLabel="Delete"
        tone="warn"
        dismissible
        onResult={(result) => {
          if (result !== 'confirmed') return;
          // The product goes with its changes: closing its row must not ask about them.
          kept.clear();
          flushSync(() => setDeleting(true));
          onDelete(product.id);
        }}
      />
    </form>
  );
}
