// errors (es); the pt file is the reference.
export const errors = {
  generic: 'An error occurred!',
  ERR_NO_OTHER_WHATSAPP: 'Debe haber al menos un WhatsApp predeterminado.',
  ERR_NO_DEF_WAPP_FOUND: 'No se encontró un WhatsApp predeterminado. Verifique la página de conexiones.',
  ERR_WAPP_NOT_INITIALIZED: 'Esta sesión de WhatsApp no fue inicializada. Verifique la página de conexiones.',
  ERR_WAPP_CHECK_CONTACT: 'No se pudo verificar el contacto de WhatsApp. Verifique la página de conexiones.',
  ERR_WAPP_INVALID_CONTACT: 'Este no es un número de WhatsApp válido.',
  ERR_WAPP_DOWNLOAD_MEDIA: 'No se pudo descargar el archivo de WhatsApp. Verifique la página de conexiones.',
  ERR_INVALID_CREDENTIALS: 'Error de autenticación. Por favor, inténtelo de nuevo.',
  ERR_SENDING_WAPP_MSG: 'Error al enviar el mensaje de WhatsApp. Verifique la página de conexiones.',
  ERR_DELETE_WAPP_MSG: 'No se pudo eliminar el mensaje de WhatsApp.',
  ERR_OTHER_OPEN_TICKET: 'Ya existe un ticket abierto para este contacto.',
  ERR_SESSION_EXPIRED: 'Sesión expirada. Por favor, ingrese.',
  ERR_USER_CREATION_DISABLED: 'La creación de usuarios fue deshabilitada por el administrador.',
  ERR_NO_PERMISSION: 'No tiene permiso para acceder a este recurso.',
  ERR_DUPLICATED_CONTACT: 'Ya existe un contacto con este número.',
  ERR_NO_SETTING_FOUND: 'No se encontró ninguna configuración con este ID.',
  ERR_NO_CONTACT_FOUND: 'No se encontró ningún contacto con este ID.',
  ERR_NO_TICKET_FOUND: 'No se encontró ningún ticket con este ID.',
  ERR_NO_USER_FOUND: 'No se encontró ningún usuario con este ID.',
  ERR_NO_WAPP_FOUND: 'No se encontró ningún WhatsApp con este ID.',
  ERR_CREATING_MESSAGE: 'Error al crear el mensaje en la base de datos.',
  ERR_CREATING_TICKET: 'Error al crear el ticket en la base de datos.',
  ERR_FETCH_WAPP_MSG: 'Error al obtener el mensaje de WhatsApp, tal vez sea muy antiguo.',
  ERR_QUEUE_COLOR_ALREADY_EXISTS: 'Este color ya está en uso, elija otro.',
  ERR_WAPP_GREETING_REQUIRED: 'El mensaje de saludo es obligatorio cuando hay más de una cola.',
  // The message API's number check (CheckContactNumber): WhatsApp does not know the number.
  ERR_CHECK_NUMBER: 'Este no es un número de WhatsApp válido.',
  // S3 §8 the help save failure (HelpServices' yup codes) and an unknown help (ShowService, UpdateService, DeleteService).
  ERR_HELP_INVALID_NAME:
    'No se pudo realizar la operación. Verifique si ya existe una ayuda con el mismo nombre o si los campos se completaron correctamente',
  ERR_HELP_REQUIRED:
    'No se pudo realizar la operación. Verifique si ya existe una ayuda con el mismo nombre o si los campos se completaron correctamente',
  ERR_NO_HELP_FOUND: 'Video de ayuda no encontrado.',
  // S3 §8 the company and plan save failures (CreateCompanyService's and the plan services' yup codes) and an
  // unknown company or plan (UpdateCompanyService, UpdatePlanService, the delete services).
  ERR_COMPANY_INVALID_NAME:
    'No fue posible realizar la operación. Verifique si ya existe una empresa con el mismo nombre o si los campos se completaron correctamente',
  ERR_COMPANY_NAME_ALREADY_EXISTS:
    'No fue posible realizar la operación. Verifique si ya existe una empresa con el mismo nombre o si los campos se completaron correctamente',
  ERR_PLAN_INVALID_NAME:
    'No fue posible realizar la operación. Verifique si ya existe un plan con el mismo nombre o si los campos se completaron correctamente',
  ERR_PLAN_NAME_ALREADY_EXISTS:
    'No fue posible realizar la operación. Verifique si ya existe un plan con el mismo nombre o si los campos se completaron correctamente',
  ERR_NO_COMPANY_FOUND: 'Empresa no encontrada.',
  ERR_NO_PLAN_FOUND: 'Plan no encontrado.',
  ERR_CAMPAIGN_INVALID_NAME: 'El nombre de la campaña debe tener al menos 3 caracteres.',
  ERR_NO_CAMPAIGN_FOUND: 'Campaña no encontrada.',
  invoiceNotFound:
    'Factura no encontrada: no hay una factura abierta para esta suscripción. Vuelva y pague una factura abierta desde la página Finanzas.',
} as const;
