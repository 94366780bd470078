import { Alert } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routeByPath } from '../../app/routeTable';

/**
 * The page of a route whose screen is not built yet: it says so plainly instead of showing
 * an empty table that looks broken.
 */
export default function PlannedPage() {
  const { t } = useTranslation();
  const handle = routeByPath.get(useLocation().pathname)?.handle;
  const title = handle ? t(`routes.${handle.name}`, { defaultValue: handle.title }) : '';
  return (
    <section aria-labelledby="planned-title" className="grid gap-4 rounded-lg bg-surface p-6">
      <h1 id="planned-title" className="text-lg font-semibold text-text">
        {title}
      </h1>
      <Alert type="info" title={t('planned.title')} description={t('planned.description')} />
    </section>
  );
}
