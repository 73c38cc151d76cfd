// errors (en); the pt file is the reference.
export const errors = {
  generic: 'An error occurred!',
  ERR_NO_OTHER_WHATSAPP: 'There must be at least one default WhatsApp.',
  ERR_NO_DEF_WAPP_FOUND: 'No default WhatsApp found. Check the connections page.',
  ERR_WAPP_NOT_INITIALIZED: 'This WhatsApp session was not initialized. Check the connections page.',
  ERR_WAPP_CHECK_CONTACT: 'Could not check the WhatsApp contact. Check the connections page.',
  ERR_WAPP_INVALID_CONTACT: 'This is not a valid WhatsApp number.',
  ERR_WAPP_DOWNLOAD_MEDIA: 'Could not download media from WhatsApp. Check the connections page.',
  ERR_INVALID_CREDENTIALS: 'Authentication error. Please try again.',
  ERR_SENDING_WAPP_MSG: 'Error sending the WhatsApp message. Check the connections page.',
  ERR_DELETE_WAPP_MSG: 'Could not delete the WhatsApp message.',
  ERR_OTHER_OPEN_TICKET: 'There is already an open ticket for this contact.',
  ERR_SESSION_EXPIRED: 'Session expired. Please sign in.',
  ERR_USER_CREATION_DISABLED: 'User creation was disabled by the administrator.',
  ERR_NO_PERMISSION: 'You do not have permission to access this resource.',
  ERR_DUPLICATED_CONTACT: 'A contact with this number already exists.',
  ERR_NO_SETTING_FOUND: 'No setting found with this ID.',
  ERR_NO_CONTACT_FOUND: 'No contact found with this ID.',
  ERR_NO_TICKET_FOUND: 'No ticket found with this ID.',
  ERR_NO_USER_FOUND: 'No user found with this ID.',
  ERR_NO_WAPP_FOUND: 'No WhatsApp found with this ID.',
  ERR_CREATING_MESSAGE: 'Error creating the message in the database.',
  ERR_CREATING_TICKET: 'Error creating the ticket in the database.',
  ERR_FETCH_WAPP_MSG: 'Error fetching the message from WhatsApp, it may be too old.',
  ERR_QUEUE_COLOR_ALREADY_EXISTS: 'This colour is already in use, pick another one.',
  ERR_WAPP_GREETING_REQUIRED: 'A greeting message is required when there is more than one queue.',
  // The message API's number check (CheckContactNumber): WhatsApp does not know the number.
  ERR_CHECK_NUMBER: 'This is not a valid WhatsApp number.',
  // S3 §8 the help save failure (HelpServices' yup codes) and an unknown help (ShowService, UpdateService, DeleteService).
  ERR_HELP_INVALID_NAME:
    'The operation could not be completed. Check whether a help entry with the same name already exists or whether the fields were filled in correctly',
  ERR_HELP_REQUIRED:
    'The operation could not be completed. Check whether a help entry with the same name already exists or whether the fields were filled in correctly',
  ERR_NO_HELP_FOUND: 'Help video not found.',
  // S3 §8 the company and plan save failures (CreateCompanyService's and the plan services' yup codes) and an
  // unknown company or plan (UpdateCompanyService, UpdatePlanService, the delete services).
  ERR_COMPANY_INVALID_NAME:
    'The operation could not be completed. Check whether a company with the same name already exists or whether the fields were filled in correctly',
  ERR_COMPANY_NAME_ALREADY_EXISTS:
    'The operation could not be completed. Check whether a company with the same name already exists or whether the fields were filled in correctly',
  ERR_PLAN_INVALID_NAME:
    'The operation could not be completed. Check whether a plan with the same name already exists or whether the fields were filled in correctly',
  ERR_PLAN_NAME_ALREADY_EXISTS:
    'The operation could not be completed. Check whether a plan with the same name already exists or whether the fields were filled in correctly',
  ERR_NO_COMPANY_FOUND: 'Company not found.',
  ERR_NO_PLAN_FOUND: 'Plan not found.',
  ERR_CAMPAIGN_INVALID_NAME: 'The campaign name must have at least 3 characters.',
  ERR_NO_CAMPAIGN_FOUND: 'Campaign not found.',
  invoiceNotFound:
    'Invoice not found: there is no open invoice for this subscription. Go back and pay an open invoice from the Finance page.',
} as const;
