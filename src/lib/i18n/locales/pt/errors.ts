// The error catalogue (S1 §8, S3 §8): backend `error` codes to text. pt as in the Whaticket SaaS catalogue.
import { errorsCore } from './errors-core.ts';

export const errors = {
  ...errorsCore,
  ERR_NO_OTHER_WHATSAPP: 'Deve haver pelo menos um WhatsApp padrão.',
  ERR_NO_DEF_WAPP_FOUND: 'Nenhum WhatsApp padrão encontrado. Verifique a página de conexões.',
  ERR_WAPP_NOT_INITIALIZED: 'Esta sessão do WhatsApp não foi inicializada. Verifique a página de conexões.',
  ERR_WAPP_CHECK_CONTACT: 'Não foi possível verificar o contato do WhatsApp. Verifique a página de conexões',
  ERR_WAPP_INVALID_CONTACT: 'Este não é um número de Whatsapp válido.',
  ERR_WAPP_DOWNLOAD_MEDIA: 'Não foi possível baixar mídia do WhatsApp. Verifique a página de conexões.',
  ERR_SENDING_WAPP_MSG: 'Erro ao enviar mensagem do WhatsApp. Verifique a página de conexões.',
  ERR_DELETE_WAPP_MSG: 'Não foi possível excluir a mensagem do WhatsApp.',
  ERR_OTHER_OPEN_TICKET: 'Já existe um tíquete aberto para este contato.',
  ERR_DUPLICATED_CONTACT: 'Já existe um contato com este número.',
  ERR_NO_SETTING_FOUND: 'Nenhuma configuração encontrada com este ID.',
  ERR_NO_CONTACT_FOUND: 'Nenhum contato encontrado com este ID.',
  ERR_NO_TICKET_FOUND: 'Nenhum tíquete encontrado com este ID.',
  ERR_NO_USER_FOUND: 'Nenhum usuário encontrado com este ID.',
  ERR_NO_WAPP_FOUND: 'Nenhum WhatsApp encontrado com este ID.',
  ERR_CREATING_MESSAGE: 'Erro ao criar mensagem no banco de dados.',
  ERR_CREATING_TICKET: 'Erro ao criar tíquete no banco de dados.',
  ERR_FETCH_WAPP_MSG: 'Erro ao buscar a mensagem no WhtasApp, talvez ela seja muito antiga.',
  ERR_QUEUE_COLOR_ALREADY_EXISTS: 'Esta cor já está em uso, escolha outra.',
  ERR_WAPP_GREETING_REQUIRED: 'A mensagem de saudação é obrigatório quando há mais de uma fila.',
  // The message API's number check (CheckContactNumber): WhatsApp does not know the number.
  ERR_CHECK_NUMBER: 'Este não é um número de Whatsapp válido.',
  // S3 §8 the help save failure (HelpServices' yup codes) and an unknown help (ShowService, UpdateService, DeleteService).
  ERR_HELP_INVALID_NAME:
    'Não foi possível realizar a operação. Verifique se já existe uma ajuda com o mesmo nome ou se os campos foram preenchidos corretamente',
  ERR_HELP_REQUIRED:
    'Não foi possível realizar a operação. Verifique se já existe uma ajuda com o mesmo nome ou se os campos foram preenchidos corretamente',
  ERR_NO_HELP_FOUND: 'Vídeo de ajuda não encontrado.',
  // S3 §8 the company and plan save failures (CreateCompanyService's and the plan services' yup codes) and an
  // unknown company or plan (UpdateCompanyService, UpdatePlanService, the delete services).
  ERR_COMPANY_INVALID_NAME:
    'Não foi possível realizar a operação. Verifique se já existe uma empresa com o mesmo nome ou se os campos foram preenchidos corretamente',
  ERR_COMPANY_NAME_ALREADY_EXISTS:
    'Não foi possível realizar a operação. Verifique se já existe uma empresa com o mesmo nome ou se os campos foram preenchidos corretamente',
  ERR_PLAN_INVALID_NAME:
    'Não foi possível realizar a operação. Verifique se já existe um plano com o mesmo nome ou se os campos foram preenchidos corretamente',
  ERR_PLAN_NAME_ALREADY_EXISTS:
    'Não foi possível realizar a operação. Verifique se já existe um plano com o mesmo nome ou se os campos foram preenchidos corretamente',
  ERR_NO_COMPANY_FOUND: 'Empresa não encontrada.',
  ERR_NO_PLAN_FOUND: 'Plano não encontrado.',
  // The campaign dialog allows a 2-letter name (S2 §5); the backend's CreateService wants 3 (measured on the reference
  // backend: 400 ERR_CAMPAIGN_INVALID_NAME); and an unknown campaign (UpdateService, DeleteService).
  ERR_CAMPAIGN_INVALID_NAME: 'O nome da campanha deve ter pelo menos 3 caracteres.',
  ERR_NO_CAMPAIGN_FOUND: 'Campanha não encontrada.',
  // POST /subscription without an invoice (the backend's 'Fatura não encontrada.', 404).
  invoiceNotFound:
    'Fatura não encontrada: não há fatura em aberto para esta assinatura. Volte e pague uma fatura em aberto pela página Financeiro.',
} as const;
