import { UiProvider } from '@vending/ui';
import { LoginPage } from '../features/auth/LoginPage';

/** The console's root. Routing, the session guard and the layout arrive with issue #6. */
export function App() {
  return (
    <UiProvider locale="zh" size="mini">
      <LoginPage />
    </UiProvider>
  );
}
