import type { FastifyPluginAsync } from 'fastify';
import { redisNames } from '../../lib/redis-state.ts';
import type { AccountsContext } from './accounts-context.ts';
import { createLoginLimits } from './login-limits.ts';
import { findUserRoles } from './roles.repository.ts';
import { resolveSession } from './sessions.ts';
import { bindPhoneRoute } from './routes/bind-phone.route.ts';
import { consolePeopleRolesRoute } from './routes/console-people-roles.route.ts';
import { consolePeoplePasswordRoute } from './routes/console-people-password.route.ts';
import { consolePeopleStatusRoute } from './routes/console-people-status.route.ts';
import { consolePeopleRoute } from './routes/console-people.route.ts';
import { firstModifyPasswordRoute } from './routes/first-modify-password.route.ts';
import { forgetPasswordRoute } from './routes/forget-password.route.ts';
import { getUserInfoRoute } from './routes/get-user-info.route.ts';
import { loginRoute } from './routes/login.route.ts';
import { logoutRoute } from './routes/logout.route.ts';
import { modifyMobileRoute } from './routes/modify-mobile.route.ts';
import { modifyPasswordRoute } from './routes/modify-password.route.ts';
import { registerRoute } from './routes/register.route.ts';
import { smsSendRoute } from './routes/sms-send.route.ts';
import { smsVerifyRoute } from './routes/sms-verify.route.ts';
import { wxUnionIdRoute } from './routes/wx-union-id.route.ts';

/** Accounts on the main API (docs/areas/accounts.md): registration, login, passwords, phones, sessions. */
export const accountsModule: FastifyPluginAsync = async (app) => {
  const ctx: AccountsContext = {
    db: app.db,
    engine: app.dbEngine,
    config: app.config,
    sms: app.sms,
    wechatLogin: app.wechatLogin,
    limits: createLoginLimits(
      app.redis,
      app.config.accounts,
      redisNames(app.config.redisPrefix).login,
    ),
  };
  // Sessions live here; the auth plugin's requireUser/optionalUser resolve tokens through this.
  app.auth.setSessionResolver((token) =>
    resolveSession(ctx.db, token, ctx.config.accounts.sessionIdleMinutes),
  );
  // ...and staff routes (those whose contract names roles) check the caller's roles through this.
  app.auth.setRoleResolver((userId) => findUserRoles(ctx.db, userId));
  for (const route of [
    smsSendRoute,
    smsVerifyRoute,
    registerRoute,
    logoutRoute,
    getUserInfoRoute,
    firstModifyPasswordRoute,
    forgetPasswordRoute,
    modifyMobileRoute,
    bindPhoneRoute,
    wxUnionIdRoute,
    loginRoute,
    modifyPasswordRoute,
    consolePeopleRoute,
    consolePeopleRolesRoute,
    consolePeopleStatusRoute,
    consolePeoplePasswordRoute,
  ]) {
    await app.register(route, { ctx });
  }
};
