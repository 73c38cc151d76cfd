/**
 * /messages-api (S3 §2.13): admin-only (S3 §6; a typed URL of a user is refused and nothing is sent). The docs page
 * with its two test forms, each a single call: sent after the forms' 400 ms (S3 §4.2), 'Mensagem enviada com
 * sucesso' on success (the form empties), a failure through the error catalogue with what was typed kept.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBMIT_DELAY_MS } from '../../../machines/common/timing.ts';
import { MESSAGES_API_PATH } from '../../api/messages-api.api.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { useCommand } from '../../session/use-command.ts';
import { can } from '../../lib/permissions.ts';
import { notifySuccess } from '../../lib/toast.ts';
import type { MediaTestValues, TextTestValues } from './components/message-api-form.ts';
import { MessagesApiForbidden, MessagesApiPage } from './components/MessagesApiPage.tsx';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export default function MessagesApiScreen() {
  const { user } = useSession();
  if (!can(user?.profile, 'drawer-admin-items:view')) return <MessagesApiForbidden />;
  return <MessagesApiBinding />;
}

function MessagesApiBinding() {
  const { t } = useTranslation();
  const services = useServices();
  const [textSent, setTextSent] = useState(0);
  const [mediaSent, setMediaSent] = useState(0);
  const sendText = useCallback(
    async (values: TextTestValues) => {
      await delay(SUBMIT_DELAY_MS);
      await services.api.messagesApi.sendText(values);
    },
    [services],
  );
  const sendMedia = useCallback(
    async (values: MediaTestValues & { file: File }) => {
      await delay(SUBMIT_DELAY_MS);
      await services.api.messagesApi.sendMedia(values);
    },
    [services],
  );
  const text = useCommand(sendText, () => {
    notifySuccess(t('messagesApi:sent'));
    setTextSent((n) => n + 1);
  });
  const media = useCommand(sendMedia, () => {
    notifySuccess(t('messagesApi:sent'));
    setMediaSent((n) => n + 1);
  });
  return (
    <MessagesApiPage
      endpoint={`${services.client.baseUrl}${MESSAGES_API_PATH}`}
      text={{ busy: text.pending, sent: textSent }}
      media={{ busy: media.pending, sent: mediaSent }}
      onSendText={(values) => void text.execute(values)}
      onSendMedia={(values) => void media.execute(values)}
    />
  );
}
