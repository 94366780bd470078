import { menu } from '@vending/contract/menu';
import { Alert } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * The page of a route whose screen is not built yet: it says so plainly instead of showing
 * an empty table that looks broken. Its title comes from the menu table itself, not from the
 * route table that loads this page (which would make an import cycle).
 */
export default function PlannedPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = menu.flatMap((group) => group.children).find((entry) => entry.path === pathname);
  const title = page ? t(`routes.${page.name}`, { defaultValue: page.interfaceName }) : '';
  return (
    <section aria-labelledby="planned-title" className="grid gap-4 rounded-lg bg-surface p-6">
      <h1 id="planned-title" className="text-lg font-semibold text-text">
        {title}
      </h1>
      <Alert type="info" title={t('planned.title')} description={t('planned.description')} />
    </section>
  );
}
