import { useEffect, useState } from 'preact/hooks';
import { currentSession, onUnauthorized, signOut, type SessionInfo } from './api';
import { SignIn } from './sign-in';
import { CreditsPanel } from './credits-panel';
import { TasksPanel } from './tasks-panel';
import { AnalysisView } from './analysis-view';
import { useHashRoute } from './route';

export function App() {
  const [session, setSession] = useState<SessionInfo | null | undefined>(undefined);
  const [creditsVersion, setCreditsVersion] = useState(0);
  const route = useHashRoute();

  useEffect(() => {
    currentSession().then(setSession, () => setSession(null));
    const ended = () => setSession(null);
    onUnauthorized.addEventListener('unauthorized', ended);
    return () => onUnauthorized.removeEventListener('unauthorized', ended);
  }, []);

  if (session === undefined)
    return (
      <p class="loading" role="status">
        Loading…
      </p>
    );
  if (session === null) return <SignIn onSignedIn={setSession} />;

  const doSignOut = async () => {
    await signOut().catch(() => undefined);
    location.hash = '';
    setSession(null);
  };

  return (
    <div class="shell">
      <header class="topbar">
        <a class="brand" href="#/">
          Statement analysis
        </a>
        <span class="org" title="Organisation id">
          Org {session.org_id.slice(0, 8)}…
        </span>
        <button type="button" class="secondary" onClick={doSignOut}>
          Sign out
        </button>
      </header>
      <main id="main">
        {route.taskId ? (
          <AnalysisView taskId={route.taskId} />
        ) : (
          <div class="home">
            <TasksPanel onTaskSettled={() => setCreditsVersion((v) => v + 1)} />
            <CreditsPanel version={creditsVersion} />
          </div>
        )}
      </main>
    </div>
  );
}
