export { ProductForm, type ProductFormProps } from './product-form';
export { TagsField, type TagsFieldProps } from './tags-field';
export { derivedPrice, toChanges, toDraft, validateDraft, type ProductDraft, type ProductDraftErrors } from './product-draft';
