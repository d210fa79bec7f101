import './agent.strings.ts';
import { useState } from 'react';
import { agentUserRule } from '../../../contract/agent.ts';
import { useT } from '../../i18n/use-t.ts';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { Allowed } from '../../ui/withheld.tsx';
import { passAgents, rejectAgent, verifyQueue } from './agent.ts';
import { AgentVerifySettings } from './agent-verify-settings.tsx';
import { AgentVerifyView, type VerifySource } from './agent-verify-view.tsx';

// The view says what failed where the user acted; the http layer must not toast it again.
const quiet = { notifyErrors: false } as const;
/** The queue shows the oldest applications; the next ones come in as these are decided. */
const queueSize = 20;

const source: VerifySource = {
  loadQueue: () => verifyQueue({ page: 1, pageSize: queueSize }, quiet),
  pass: async (ids) => ({ message: (await passAgents(ids, quiet)).message }),
  reject: async (id, reason) => ({ message: (await rejectAgent(id, reason, quiet)).message }),
};

/** /agent/user/verify: the queue of applications (agent-verify-view.tsx) and the decision SMS settings. */
export default function AgentVerifyScreen() {
  const t = useT();
  const grant = useGrant();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settings = grant(agentUserRule.configdetail, agentUserRule.configupdate);
  return (
    <AgentVerifyView
      source={source}
      may={{ pass: grant(agentUserRule.pass), reject: grant(agentUserRule.reject) }}
      tools={
        settings ? (
          <div>
            <Allowed by={settings}>
              <Button onPress={() => setSettingsOpen(true)}>{t('verify.settings')}</Button>
            </Allowed>
            <AgentVerifySettings isOpen={settingsOpen} onOpenChange={setSettingsOpen} />
          </div>
        ) : null
      }
    />
  );
}
