import { useEffect } from 'react';
import { PRODUCT } from '@portal/domain/enums';

/** Names the browser tab after the screen, for people who navigate by window titles. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
