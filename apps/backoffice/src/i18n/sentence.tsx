import { Fragment, type ReactNode } from 'react';

/**
 * The values that keep placeholders in a translated text for {@link sentence}:
 * `t('Return to {{link}}', keep('link'))` answers 'Return to {{link}}' in English and
 * '{{link}} sayfasına dönün' in Turkish.
 */
export function keep(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `{{${name}}}`]));
}

/**
 * A translated sentence with elements (a link, a code) in its `{{placeholders}}`, so each language
 * puts them where its word order wants them:
 * `sentence(t('Return to {{link}}', keep('link')), { link: <Link to="/sign-in">{t('sign in')}</Link> })`.
 */
export function sentence(text: string, elements: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? part : <Fragment key={index}>{part in elements ? elements[part] : `{{${part}}}`}</Fragment>,
      )}
    </>
  );
}
