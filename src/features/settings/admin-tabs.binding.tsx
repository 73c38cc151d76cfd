import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '../../api/schemas/admin-company.schema.ts';
import { useServices } from '../../session/context.tsx';
import { EntityScreen } from '../../session/entity/EntityScreen.tsx';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { notify, notifyError } from '../../lib/toast.ts';
import { emptyCompanyUserValues, type CompanyUserFormValues } from './components/company-user-form.ts';
import { companiesEntity, plansEntity } from './admin.entities.ts';
import {
  CompanyUserButton,
  CompanyUserDialog,
  type CompanyUserState,
} from './components/CompanyUserDialog.tsx';
import { isoDay } from './components/company-form.ts';

/**
 * The Empresas tab of /settings (super users, S3 §2.5): the companies entity drawn by the one entity screen, the
 * form above the table; the plans page for the select and the plan column; 'Usuário' and its dialog are its own.
 */
export function CompaniesTabBinding() {
  const page = useEntityPage(companiesEntity);
  const plans = useEntityPage(plansEntity);
  const companyUser = useCompanyUser();
  const { user } = companyUser;
  const editing = page.dialog.editing;
  return (
    <EntityScreen
      entity={companiesEntity}
      frame="tab"
      extra={{
        plans: plans.list.items,
        plansRead: { status: plans.list.status, error: plans.list.error, onRetry: plans.list.onRetry },
        today: isoDay(new Date()),
      }}
      formButtons={
        editing && (
          <CompanyUserButton
            reading={user.reading}
            disabled={page.dialog.busy || page.confirm.busy}
            onOpen={() => companyUser.onOpenUser(editing)}
          />
        )
      }
      dialogs={
        <CompanyUserDialog
          open={user.open}
          companyName={user.companyName}
          userId={user.userId}
          values={user.values}
          busy={user.busy}
          onSubmit={companyUser.onSubmitUser}
          onClose={companyUser.onCloseUser}
        />
      }
    />
  );
}

const closedUser: CompanyUserState = {
  reading: false,
  open: false,
  companyName: '',
  userId: null,
  values: emptyCompanyUserValues(),
  busy: false,
};

/**
 * 'Usuário' of the Empresas tab (S3 §2.5), as the reference's CompaniesManager: GET /users/list?companyId= and its
 * first user (read whole by GET /users/:id for the profile, as ModalUsers does) in a dialog; none: the dialog adds
 * one. Save: PUT /users/:id (POST /users when there was none) with the company and no queues. A failed read or save
 * is said by the error catalogue; a failed save keeps the dialog open with what was typed.
 */
function useCompanyUser() {
  const services = useServices();
  const { t } = useTranslation();
  const [user, setUser] = useState<CompanyUserState>(closedUser);
  const [companyId, setCompanyId] = useState(0);

  const onOpenUser = async (company: AdminCompany) => {
    if (user.reading) return;
    setUser({ ...closedUser, reading: true });
    try {
      const [first] = await services.api.users.listByCompany(company.id);
      const full = first === undefined ? null : await services.api.users.get(first.id);
      setCompanyId(company.id);
      setUser({
        reading: false,
        open: true,
        companyName: company.name,
        userId: full?.id ?? null,
        values: full
          ? { name: full.name, email: full.email, password: '', profile: full.profile }
          : emptyCompanyUserValues(),
        busy: false,
      });
    } catch (error) {
      setUser(closedUser);
      notifyError(error);
    }
  };

  const onSubmitUser = async (values: CompanyUserFormValues) => {
    if (user.busy) return;
    setUser((u) => ({ ...u, values, busy: true }));
    const input = {
      name: values.name,
      email: values.email,
      ...(values.password === '' ? {} : { password: values.password }),
      profile: values.profile,
      companyId,
      queueIds: [],
      whatsappId: null,
    };
    try {
      if (user.userId === null) await services.api.users.create(input);
      else await services.api.users.update(user.userId, input);
      setUser(closedUser);
      notify('success', t('admin:companyUser.saved'));
    } catch (error) {
      // The dialog stays open with what was typed.
      setUser((u) => ({ ...u, busy: false }));
      notifyError(error);
    }
  };

  return {
    user,
    onOpenUser: (company: AdminCompany) => void onOpenUser(company),
    onSubmitUser: (values: CompanyUserFormValues) => void onSubmitUser(values),
    onCloseUser: () => {
      if (!user.busy) setUser(closedUser);
    },
  };
}

/** The Planos tab of /settings (super users, S3 §2.6): the plans entity drawn by the one entity screen. */
export function PlansTabBinding() {
  return <EntityScreen entity={plansEntity} frame="tab" extra={undefined} />;
}
