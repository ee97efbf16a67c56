import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('app_user'))
    .addColumn('uuid', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('realname', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    // Null for accounts made through a third-party login until the person adds a phone.
    .addColumn('phone', 'varchar(11)', (col) => col.unique())
    .addColumn('email', 'varchar(128)')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('nick_name', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('user_name', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('head_portrait', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('weight', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('trial_vip', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vip', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .addColumn('expiration_time', 'varchar(32)')
    .addColumn('invite_code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('wx_union_id', 'varchar(64)', (col) => col.unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('user_session'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // Only a SHA-256 of the token is kept, so a leaked table opens no session.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('keep_logged_in', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('user_session_user').on('user_session').column('user_id').execute();

  await withIdColumn(db, db.schema.createTable('sms_code'))
    .addColumn('phone', 'varchar(11)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('consumed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('sms_code_phone_created')
    .on('sms_code')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sms_code_ip_created')
    .on('sms_code')
    .columns(['ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_code').execute();
  await db.schema.dropTable('user_session').execute();
  await db.schema.dropTable('app_user').execute();
}
