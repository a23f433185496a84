import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@nova/protocol';

/** Sets the tab title to "<page> · Nova" (translated) while the calling page is shown. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('documentTitle', { page, product: PRODUCT_NAME }) : PRODUCT_NAME;
  }, [page, t]);
}
