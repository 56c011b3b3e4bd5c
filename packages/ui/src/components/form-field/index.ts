export { FormField, FormFieldControl, useFormField, type FormFieldControlProps, type FormFieldProps } from './form-field';
