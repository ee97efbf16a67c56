import type { Db } from '../../db/database.ts';

/**
 * Upload grants (one directory a user may upload into, until it expires) and uploads (one
 * picture each: pending until its bytes were seen, then verified or rejected).
 */

// Grants.

/** The user's grant that stays valid longest, if it is still valid after `validAfter`. */
export function findGrantValidAfter(db: Db, userId: number, validAfter: string) {
  return db
    .selectFrom('sa_upload_grant')
    .select(['dir', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', validAfter)
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertGrant(
  db: Db,
  grant: { userId: number; dir: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('sa_upload_grant')
    .values({
      user_id: grant.userId,
      dir: grant.dir,
      expires_at: grant.expiresAt,
      created_at: grant.now,
    })
    .execute();
}

export async function hasGrant(db: Db, userId: number, dir: string): Promise<boolean> {
  const row = await db
    .selectFrom('sa_upload_grant')
    .select('id')
    .where('user_id', '=', userId)
    .where('dir', '=', dir)
    .executeTakeFirst();
  return row !== undefined;
}

// Uploads.

/** Uploads the user asked for after `since`. */
export async function countUploadsSince(db: Db, userId: number, since: string): Promise<number> {
  const { n } = await db
    .selectFrom('sa_upload')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function insertPendingUpload(
  db: Db,
  upload: { userId: number; key: string; contentType: string; declaredSize: number; now: string },
): Promise<void> {
  await db
    .insertInto('sa_upload')
    .values({
      user_id: upload.userId,
      object_key: upload.key,
      content_type: upload.contentType,
      declared_size: upload.declaredSize,
      size: null,
      status: 'pending',
      created_at: upload.now,
      verified_at: null,
    })
    .execute();
}

export function findUploadByKey(db: Db, key: string) {
  return db
    .selectFrom('sa_upload')
    .select(['id', 'status', 'content_type', 'declared_size'])
    .where('object_key', '=', key)
    .executeTakeFirst();
}

/** The user's uploads of these object keys. */
export function findUploadsOf(db: Db, userId: number, keys: string[]) {
  return db
    .selectFrom('sa_upload')
    .select(['id', 'object_key', 'status', 'declared_size'])
    .where('user_id', '=', userId)
    .where('object_key', 'in', keys)
    .execute();
}

/** The bytes were seen to be a picture of this type and size. */
export async function markUploadVerified(
  db: Db,
  id: number,
  seen: { contentType: string; size: number; now: string },
): Promise<void> {
  await db
    .updateTable('sa_upload')
    .set({
      status: 'verified',
      content_type: seen.contentType,
      size: seen.size,
      verified_at: seen.now,
    })
    .where('id', '=', id)
    .execute();
}

export async function markUploadRejected(db: Db, id: number, size: number): Promise<void> {
  await db
    .updateTable('sa_upload')
    .set({ status: 'rejected', size })
    .where('id', '=', id)
    .execute();
}
