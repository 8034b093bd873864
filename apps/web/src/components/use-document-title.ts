import { useEffect } from 'react';
import { PRODUCT_NAME } from './brand-logo';

/** Sets the tab's title; null leaves it to a page rendered inside. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
