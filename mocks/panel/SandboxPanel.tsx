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

/** Dev tool of the demo: a collapsible panel, bottom-right, that drives the sandbox's control API. */
export function SandboxPanel({ control, contactNumbers, connectionId = 2, userId = 1 }: SandboxPanelProps) {
  const [open, setOpen] = useState(false);
  const [turn, setTurn] = useState(0);
  const [status, setStatus] = useState('');

  const run = (label: string, action: () => void) => () => {
    try {
      action();
      setStatus(label);
    } catch (error) {
      setStatus(`Erro: ${String(error)}`);
    }
  };

  const button = 'w-full rounded bg-slate-700 px-2 py-1 text-left text-xs text-white hover:bg-slate-600';
  return (
    <div className="fixed bottom-3 right-3 z-[9999] w-60 font-sans text-xs">
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
              control.incomingMessage({ contactNumber: number, body });
            })}
          >
            Mensagem recebida
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
          className="float-right rounded-full bg-slate-900/90 px-3 py-1 text-white shadow-lg"
          onClick={() => setOpen(true)}
        >
          Sandbox
        </button>
      )}
    </div>
  );
}
