import { Button, Result } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH, WELCOME_PATH } from '../../config/constants';
import { firstPagePath } from '../../session/permissions';
import { useAuthStore } from '../../stores/authStore';

/** Back to the first page this administrator may open (not always 首页, which may be a 401 again), or to login. */
function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAuthStore((state) => state.token !== null);
  const home = useAuthStore((state) => firstPagePath(state.session)) ?? WELCOME_PATH;
  return (
    <Button variant="primary" onClick={() => navigate(loggedIn ? home : LOGIN_PATH)}>
      {loggedIn ? t('errorPages.backHome') : t('errorPages.backLogin')}
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <Result
        status="404"
        title={t('errorPages.notFoundTitle')}
        description={t('errorPages.notFound')}
        actions={<BackButton />}
      />
    </main>
  );
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <Result
        status="401"
        title={t('errorPages.unauthorizedTitle')}
        description={t('errorPages.unauthorized')}
        actions={<BackButton />}
      />
    </main>
  );
}
