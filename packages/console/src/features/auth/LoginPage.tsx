import { Button } from '@vending/ui';

/**
 * The login screen as a static form. It submits nowhere yet: the session, the HTTP client
 * and the login call arrive with issue #6, on the server of issue #5.
 */
export function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sidebar-bg p-4">
      <form
        aria-labelledby="login-title"
        className="grid w-full max-w-sm gap-4 rounded-lg bg-surface p-8 shadow-lg"
        onSubmit={(event) => event.preventDefault()}
      >
        <h1 id="login-title" className="text-center text-xl font-semibold text-text">
          售货机运营管理系统
        </h1>
        <label className="grid gap-1 text-sm text-text-muted">
          用户名
          <input
            name="username"
            autoComplete="username"
            required
            className="h-control-small rounded border border-border bg-surface px-3 text-text"
          />
        </label>
        <label className="grid gap-1 text-sm text-text-muted">
          密码
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="h-control-small rounded border border-border bg-surface px-3 text-text"
          />
        </label>
        <Button type="submit" variant="primary" size="small">
          登录
        </Button>
      </form>
    </main>
  );
}
