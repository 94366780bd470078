import { Button } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../config/constants';
import { firstPagePath } from '../../session/permissions';
import { useAuthStore } from '../../stores/authStore';

/**
 * The landing page after login: a greeting for the management system and a way in
 * (docs/SPECIFICATION.md §2). A public route: without a session it greets and offers the login.
 */
export default function WelcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAuthStore((state) => state.session);
  const loggedIn = useAuthStore((state) => state.token !== null);
  const name = session?.user.realName || session?.user.username || '';
  const firstPage = firstPagePath(session);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <h1 className="text-2xl font-semibold text-text">{t('welcome.greeting')}</h1>
      {name ? <p className="text-base text-text-muted">{t('welcome.hello', { name })}</p> : null}
      {firstPage ? (
        <Button variant="primary" onClick={() => navigate(firstPage)}>
          {t('welcome.enter')}
        </Button>
      ) : loggedIn ? null : (
        <Button variant="primary" onClick={() => navigate(LOGIN_PATH)}>
          {t('login.submit')}
        </Button>
      )}
    </main>
  );
}
