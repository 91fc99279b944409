import { useEffect, useState } from 'preact/hooks';

/** `#/tasks/<id>` shows a task's analysis; anything else is the home page. */
export function useHashRoute(): { taskId: string | null } {
  const parse = () => {
    const m = /^#\/tasks\/([0-9a-f-]{36})$/.exec(location.hash);
    return { taskId: m ? m[1]! : null };
  };
  const [route, setRoute] = useState(parse);
  useEffect(() => {
    const onChange = () => {
      setRoute(parse());
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
