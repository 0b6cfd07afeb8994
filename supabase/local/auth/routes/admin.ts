// The admin API the Edge Functions and the staff command use (service-role key only):
// /admin/users (create, list, get, update, delete), /admin/generate_link and /invite.
import { json } from '../../server/http.ts';
import type { LinkType } from '../email-links.ts';
import { AUTH_ERRORS, authError } from '../errors.ts';
import { assertAcceptablePassword, emailFrom, redirectFrom } from '../inputs.ts';
import { sendEmailLink } from '../outgoing-links.ts';
import { objectField, readBody, stringField, type AuthDeps, type Body } from '../request.ts';
import { USER_COLUMNS, toUserJson, type AuthUserRow } from '../user-json.ts';
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  mergeMetadata,
  updateUser,
  type Queryable,
  type UserChanges,
} from '../users.ts';

/** GoTrue's ban_duration: "none" lifts a ban; otherwise a Go duration such as "24h" or "30m". */
export function parseBanDuration(raw: string, now: Date): Date | null {
  if (raw === 'none') return null;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(raw.trim());
  if (!match) throw AUTH_ERRORS.validation(`invalid format for ban duration: ${raw}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return new Date(now.getTime() + Number(match[1]) * unit);
}

function metadataField(body: Body, key: string): Record<string, unknown> | undefined {
  return objectField(body, key);
}

async function createUser(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readBody(request);
  const email = emailFrom(body);
  const password = stringField(body, 'password');
  if (password !== undefined) assertAcceptablePassword(deps, password);
  const banDuration = stringField(body, 'ban_duration');
  const id = stringField(body, 'id');
  const passwordHash = password === undefined ? null : await hashPassword(password);
  const user = await deps.ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw AUTH_ERRORS.emailExists();
    return insertUser(tx, {
      ...(id ? { id } : {}),
      email,
      passwordHash,
      confirmed: body['email_confirm'] === true,
      userMetadata: metadataField(body, 'user_metadata') ?? metadataField(body, 'data') ?? {},
      appMetadata: metadataField(body, 'app_metadata') ?? {},
      ...(stringField(body, 'role') ? { role: stringField(body, 'role') as string } : {}),
      ...(banDuration ? { bannedUntil: parseBanDuration(banDuration, new Date()) } : {}),
    });
  });
  return json(200, toUserJson(user));
}

async function listUsers(deps: AuthDeps, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(
    1000,
    Math.max(1, Number.parseInt(params.get('per_page') ?? '50', 10) || 50),
  );
  const filter = params.get('filter')?.trim() ?? '';
  const pattern = `%${filter.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const where = `deleted_at is null and ($1 = '' or email ilike $2)`;
  const { rows: countRows } = await deps.ctx.db.query<{ total: string | number }>(
    `select count(*) as total from auth.users where ${where}`,
    [filter, pattern],
  );
  const total = Number(countRows[0]?.total ?? 0);
  const { rows } = await deps.ctx.db.query<AuthUserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where} order by created_at, id limit $3 offset $4`,
    [filter, pattern, perPage, (page - 1) * perPage],
  );
  const users = rows.map(toUserJson);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const base = new URL(request.url);
  const pageLink = (n: number, rel: string) => {
    base.searchParams.set('page', String(n));
    base.searchParams.set('per_page', String(perPage));
    return `<${base.pathname}${base.search}>; rel="${rel}"`;
  };
  const links = [pageLink(lastPage, 'last')];
  if (page < lastPage) links.unshift(pageLink(page + 1, 'next'));
  return json(
    200,
    { users, aud: 'authenticated' },
    { 'x-total-count': String(total), link: links.join(', ') },
  );
}

async function requireUserById(deps: AuthDeps, id: string): Promise<AuthUserRow> {
  const user = await findUserById(deps.ctx.db, id);
  if (!user) throw AUTH_ERRORS.userNotFound();
  return user;
}

async function updateUserById(deps: AuthDeps, request: Request, id: string): Promise<Response> {
  const body = await readBody(request);
  const current = await requireUserById(deps, id);
  const changes: UserChanges = {};
  if (typeof body['email'] === 'string' && body['email'] !== '') {
    const email = emailFrom(body);
    if (email !== current.email) {
      const taken = await findUserByEmail(deps.ctx.db, email);
      if (taken && taken.id !== id) throw AUTH_ERRORS.emailExists();
      changes.email = email;
    }
  }
  const password = stringField(body, 'password');
  if (password !== undefined) {
    assertAcceptablePassword(deps, password);
    changes.passwordHash = await hashPassword(password);
  }
  if (body['email_confirm'] === true) changes.confirmEmail = true;
  const userMetadata = metadataField(body, 'user_metadata');
  if (userMetadata) changes.userMetadata = mergeMetadata(current.raw_user_meta_data, userMetadata);
  const appMetadata = metadataField(body, 'app_metadata');
  if (appMetadata) changes.appMetadata = mergeMetadata(current.raw_app_meta_data, appMetadata);
  const role = stringField(body, 'role');
  if (role) changes.role = role;
  const banDuration = stringField(body, 'ban_duration');
  if (banDuration) changes.bannedUntil = parseBanDuration(banDuration, new Date());
  const updated = await updateUser(deps.ctx.db, id, changes);
  if (changes.bannedUntil)
    await deps.ctx.db.query(`delete from auth.sessions where user_id = $1`, [id]);
  return json(200, toUserJson(updated));
}

async function deleteUserById(deps: AuthDeps, request: Request, id: string): Promise<Response> {
  const body = await readBody(request);
  await requireUserById(deps, id);
  if (body['should_soft_delete'] === true) {
    // GoTrue's soft delete: the row stays (for foreign keys) but can never sign in again.
    await deps.ctx.db.transaction(async (tx) => {
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, encrypted_password = null, updated_at = now()
         where id = $1`,
        [id],
      );
      await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
    });
  } else {
    await deps.ctx.db.query(`delete from auth.users where id = $1`, [id]);
  }
  return json(200, {});
}

const GENERATE_TYPES: readonly string[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
];

/** Finds or creates the user a link is for, as GoTrue's generate_link and invite do. */
async function userForLink(
  deps: AuthDeps,
  tx: Queryable,
  type: string,
  email: string,
  body: Body,
): Promise<AuthUserRow> {
  const existing = await findUserByEmail(tx, email);
  const data = metadataField(body, 'data') ?? {};
  if (type === 'signup' || type === 'invite') {
    if (existing?.email_confirmed_at) throw AUTH_ERRORS.emailExists();
    if (existing) return existing;
    const password = stringField(body, 'password');
    if (type === 'signup') {
      if (!password) throw AUTH_ERRORS.validation('Signup requires a valid password');
      assertAcceptablePassword(deps, password);
    }
    return insertUser(tx, {
      email,
      passwordHash: password ? await hashPassword(password) : null,
      confirmed: false,
      invited: type === 'invite',
      userMetadata: data,
    });
  }
  if (!existing) throw AUTH_ERRORS.userNotFound();
  return existing;
}

async function generateLink(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readBody(request);
  const type = stringField(body, 'type') ?? '';
  if (!GENERATE_TYPES.includes(type)) {
    throw AUTH_ERRORS.validation(`Invalid link type: ${JSON.stringify(type)}`);
  }
  const email = emailFrom(body);
  const redirectTo = redirectFrom(deps, request, body);
  const result = await deps.ctx.db.transaction(async (tx) => {
    const user = await userForLink(deps, tx, type, email, body);
    let linkType: LinkType = type as LinkType;
    let newEmail: string | undefined;
    if (type === 'email_change_current' || type === 'email_change_new') {
      newEmail = emailFrom(
        { email: body['new_email'] },
        'new_email is required for an e-mail change link',
      );
      linkType = 'email_change';
    }
    return sendEmailLink(deps, tx, {
      user,
      type: linkType,
      redirectTo,
      mail: false,
      ...(newEmail ? { newEmail } : {}),
    });
  });
  return json(200, {
    ...toUserJson(result.user),
    action_link: result.link.actionLink,
    email_otp: result.link.code,
    hashed_token: result.link.hashedToken,
    verification_type: type,
    redirect_to: redirectTo,
  });
}

async function invite(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readBody(request);
  const email = emailFrom(body);
  const redirectTo = redirectFrom(deps, request, body);
  const user = await deps.ctx.db.transaction(async (tx) => {
    const target = await userForLink(deps, tx, 'invite', email, body);
    return (await sendEmailLink(deps, tx, { user: target, type: 'invite', redirectTo })).user;
  });
  return json(200, toUserJson(user));
}

/** Routes /admin/… and /invite; the caller has already been checked for the service role. */
export async function admin(deps: AuthDeps, request: Request, path: string): Promise<Response> {
  const method = request.method;
  if (path === '/invite' && method === 'POST') return invite(deps, request);
  if (path === '/admin/generate_link' && method === 'POST') return generateLink(deps, request);
  if (path === '/admin/users') {
    if (method === 'GET') return listUsers(deps, request);
    if (method === 'POST') return createUser(deps, request);
  }
  const match = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (match) {
    const id = decodeURIComponent(match[1] ?? '');
    if (method === 'GET') return json(200, toUserJson(await requireUserById(deps, id)));
    if (method === 'PUT') return updateUserById(deps, request, id);
    if (method === 'DELETE') return deleteUserById(deps, request, id);
  }
  throw authError(
    404,
    'not_found',
    `${method} ${path} is not an admin endpoint of the embedded backend`,
  );
}
