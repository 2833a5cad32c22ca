import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaffPage, staffUser } from '../http/guards';
import { localeParams } from '../http/locale';
import { htmlPageResponse } from '../http/private-html';
import { sendProfilePage } from '../pages/staff/profile-page';

/**
 * `/{locale}/user/profile`, the page the header's user dropdown links to as 'My Profile' (spec:
 * programme §2 Header, §6). Visitors who are not signed in are sent to the login page and back.
 */
export const userProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:locale/user/profile',
    { schema: { params: localeParams, response: htmlPageResponse }, onRequest: [requireStaffPage] },
    async (request, reply) => sendProfilePage(request, reply, request.params.locale, staffUser(request)),
  );
};
