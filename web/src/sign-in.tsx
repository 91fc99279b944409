import { useState } from 'preact/hooks';
import { signIn, type SessionInfo } from './api';

/**
 * The token is read from the field, sent once to exchange it for the session cookie, and the field is
 * cleared: it is never kept in state, localStorage or sessionStorage.
 */
export function SignIn({ onSignedIn }: { onSignedIn: (s: SessionInfo) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    const input = (e.currentTarget as HTMLFormElement).elements.namedItem('token') as HTMLInputElement;
    const token = input.value.trim();
    if (!token) {
      setError('Enter your API token.');
      input.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await signIn(token);
      input.value = '';
      onSignedIn(session);
    } catch (err) {
      input.value = '';
      setError(err instanceof Error ? err.message : 'Sign-in failed');
      input.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="signin">
      <form class="card" onSubmit={submit} aria-labelledby="signin-title">
        <h1 id="signin-title">Sign in</h1>
        <p class="muted">Use an API token of your organisation. It is exchanged for a session cookie and not kept by this page.</p>
        <label for="token">API token</label>
        <input
          id="token"
          name="token"
          type="password"
          autoComplete="off"
          spellcheck={false}
          required
          aria-describedby={error ? 'signin-error' : undefined}
        />
        {error && (
          <p id="signin-error" class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
