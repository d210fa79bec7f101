import type { createAppActors } from './app-actors.ts';
import { AppRoutes } from './routes.tsx';
import { SessionProvider } from './screens/shell/session-context.tsx';
import { DeferredToastProvider } from './ui/deferred-toast-provider.tsx';

export function App({ actors }: { actors: ReturnType<typeof createAppActors> }) {
  return (
    <DeferredToastProvider actor={actors.toast}>
      <SessionProvider actor={actors.session}>
        <AppRoutes />
      </SessionProvider>
    </DeferredToastProvider>
  );
}
