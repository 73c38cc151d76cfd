import { useState } from 'react';
import type { SandboxControl } from '../control.ts';

export interface SandboxPanelProps {
  control: SandboxControl;
  /** Numbers of seeded contacts: "mensagem recebida" cycles through them. */
  contactNumbers: readonly string[];
  /** The connection the QR buttons flip (the seed's second connection). */
  connectionId?: number;
  /** The user "entrar em outro lugar" signs in as. */
  userId?: number;
}

const SAMPLE_MESSAGES = [
  'Olá, ainda estão atendendo?',
  'Preciso de ajuda com meu pedido',
  'Qual o valor do plano?',
  'Bom dia! 😊',
  'Pode me ligar?',
];

/** The WhatsApp types a contact can write in with ('stickerMessage' has no renderer: the generic bubble). */
const MEDIA_TYPES = [
  'conversation',
  'image',
  'audio',
  'video',
  'application',
  'vcard',
  'locationMessage',
  'call_log',
  'stickerMessage',
] as const;

/** The ticket the app shows (/tickets/{uuid}), if any: the QA buttons act on it. */
function shownTicket(control: SandboxControl) {
  const uuid = /^\/tickets\/([^/]+)/.exec(window.location.pathname)?.[1];
  return uuid === undefined ? undefined : control.rows('tickets').find((t) => t.uuid === uuid);
}

/** The signed-in user of this tab (the app keeps its id in localStorage). */
function signedInUser(control: SandboxControl) {
  const id = Number(localStorage.getItem('userId'));
  return control.rows('users').find((u) => u.id === id);
}

/** Dev tool of the demo: a collapsible panel, bottom-left (at the right it hid the composer's sign switch), that drives the sandbox's control API. */
export function SandboxPanel({ control, contactNumbers, connectionId = 2, userId = 1 }: SandboxPanelProps) {
  const [open, setOpen] = useState(false);
  const [turn, setTurn] = useState(0);
  const [status, setStatus] = useState('');
  const [mediaType, setMediaType] = useState<string>('conversation');

  const needTicket = () => {
    const ticket = shownTicket(control);
    if (!ticket) throw new Error('abra um atendimento primeiro');
    return ticket;
  };

  /** Runs a control; the status line says what happened (the action's own words, when it returns some). */
  const run = (label: string, action: () => unknown) => () => {
    try {
      const said = action();
      setStatus(typeof said === 'string' ? said : label);
    } catch (error) {
      setStatus(`Erro: ${String(error)}`);
    }
  };

  const button = 'w-full rounded bg-slate-700 px-2 py-1 text-left text-xs text-white hover:bg-slate-600';
  return (
    <div className="fixed bottom-3 left-3 z-[9999] w-60 font-sans text-xs">
      {open ? (
        <div className="space-y-1 rounded-lg bg-slate-900/95 p-2 text-white shadow-xl">
          <div className="flex items-center justify-between pb-1">
            <strong>Sandbox</strong>
            <button
              type="button"
              className="rounded px-1 hover:bg-slate-700"
              onClick={() => setOpen(false)}
              aria-label="Fechar painel do sandbox"
            >
              ×
            </button>
          </div>
          <button
            type="button"
            className={button}
            onClick={run('Mensagem recebida', () => {
              const number = contactNumbers[turn % Math.max(1, contactNumbers.length)] ?? '5511999990001';
              const body = SAMPLE_MESSAGES[turn % SAMPLE_MESSAGES.length] ?? 'Olá';
              setTurn(turn + 1);
              control.incomingMessage({
                contactNumber: number,
                body: mediaType === 'conversation' ? body : '',
                mediaType,
              });
            })}
          >
            Mensagem recebida
          </button>
          <label className="flex items-center gap-1 text-slate-300">
            Tipo
            <select
              value={mediaType}
              onChange={(e) => setMediaType(e.target.value)}
              className="min-w-0 flex-1 rounded bg-slate-700 px-1 py-0.5 text-white"
            >
              {MEDIA_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={button}
            onClick={run('Mensagem recebida no atendimento aberto', () => {
              const body = SAMPLE_MESSAGES[turn % SAMPLE_MESSAGES.length] ?? 'Olá';
              setTurn(turn + 1);
              control.incomingMessage({
                ticketId: needTicket().id,
                body: mediaType === 'conversation' ? body : '',
                mediaType,
              });
            })}
          >
            Mensagem no atendimento aberto
          </button>
          <button
            type="button"
            className={button}
            onClick={run('Contato apagou a última mensagem', () =>
              control.contactDeletesMessage({ ticketId: needTicket().id }),
            )}
          >
            Contato apaga mensagem
          </button>
          <button
            type="button"
            className={button}
            onClick={run('Ack avançou', () => {
              const { ack } = control.advanceAck({ ticketId: needTicket().id });
              return `Ack → ${ack}`;
            })}
          >
            Avançar ack (última enviada)
          </button>
          <button
            type="button"
            className={button}
            onClick={run('Atendimento transferido para você', () => {
              const me = signedInUser(control);
              if (!me) throw new Error('entre no app primeiro');
              const ticket = control
                .rows('tickets', me.companyId)
                .filter((t) => t.status === 'pending' || (t.status === 'open' && t.userId !== me.id))
                .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))[0];
              if (!ticket) throw new Error('nenhum atendimento para transferir');
              control.transferTicket({ ticketId: ticket.id, userId: me.id });
            })}
          >
            Transferir um atendimento para mim
          </button>
          <button
            type="button"
            className={button}
            onClick={run('Conexão 2: QR code', () => {
              setTurn(turn + 1);
              control.setConnectionStatus(connectionId, 'qrcode', `2@sandbox-qr-${turn}`);
            })}
          >
            Conexão 2 → QR code
          </button>
          <button
            type="button"
            className={button}
            onClick={run('Conexão 2: conectada', () =>
              control.setConnectionStatus(connectionId, 'CONNECTED'),
            )}
          >
            Conexão 2 → CONNECTED
          </button>
          <button
            type="button"
            className={button}
            onClick={run('Socket derrubado por 5 s', () => control.dropSocket(5000))}
          >
            Derrubar socket 5 s
          </button>
          <button
            type="button"
            className={button}
            onClick={run('Tokens expirados', () => control.expireTokens())}
          >
            Expirar tokens
          </button>
          <button
            type="button"
            className={button}
            onClick={run('Login em outro lugar', () => control.signInElsewhere(userId))}
          >
            Entrar em outro lugar
          </button>
          <button
            type="button"
            className="w-full rounded bg-red-700 px-2 py-1 text-left text-xs text-white hover:bg-red-600"
            onClick={run('Dados restaurados', () => {
              void control.reset().then(() => window.location.reload());
            })}
          >
            Restaurar dados
          </button>
          {status ? <p className="pt-1 text-slate-300">{status}</p> : null}
        </div>
      ) : (
        <button
          type="button"
          className="float-left rounded-full bg-slate-900/90 px-3 py-1 text-white shadow-lg"
          onClick={() => setOpen(true)}
        >
          Sandbox
        </button>
      )}
    </div>
  );
}
