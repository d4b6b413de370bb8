import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export type SqlDialect = 'sqlite' | 'postgres';
const sqlEnabled = sql`enabled in ('0', '1')`;

/**
 * Merchant settings, the whitelabel tree, registration rules, customer service, resources, banners,
 * help centre, vendors, the game catalogue and members. Portable SQL through the schema builder.
 */
export const initialMigration = (dialect: SqlDialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('merchants')
      .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('site_config', 'text', (c) => c.notNull())
      .addColumn('main_domain', 'varchar(255)', (c) => c.notNull())
      .addColumn('gtag_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('image_cdns', 'text', (c) => c.notNull())
      .addColumn('launch_game_cdns', 'text', (c) => c.notNull())
      .addColumn('register_minimum_age', 'integer', (c) => c.notNull())
      .addColumn('register_terms_required', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .execute();

    const merchantFk = 'merchant_code';
    await db.schema
      .createTable('domain_routes')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('domain', 'varchar(255)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('domain_routes_pk', [merchantFk, 'domain', 'purpose'])
      .execute();

    await db.schema
      .createTable('whitelabel_nodes')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('mod_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('parent_mod_id', 'varchar(64)')
      .addColumn('enabled', 'varchar(1)', (c) => c.notNull().check(sqlEnabled))
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('whitelabel_nodes_pk', [merchantFk, 'mod_id'])
      .addForeignKeyConstraint(
        'whitelabel_nodes_parent_fk',
        [merchantFk, 'parent_mod_id'],
        'whitelabel_nodes',
        [merchantFk, 'mod_id'],
      )
      .execute();

    await db.schema
      .createTable('register_field_rules')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('field_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('required', 'integer', (c) => c.notNull())
      .addColumn('accepted_pattern', 'text', (c) => c.notNull())
      .addColumn('pattern_id', 'integer', (c) => c.notNull())
      .addColumn('min_length', 'integer', (c) => c.notNull())
      .addColumn('max_length', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('register_field_rules_pk', [merchantFk, 'field_name'])
      .execute();

    await db.schema
      .createTable('customer_service_entries')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('cs_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('customer_service_entries_pk', [merchantFk, 'cs_type'])
      .execute();

    await db.schema
      .createTable('resources')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('resource_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('label_name_en', 'varchar(255)', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('resources_pk', [merchantFk, 'resource_key'])
      .execute();

    await db.schema
      .createTable('banners')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('banner_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('group_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('linkage_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('linkage', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('banners_pk', [merchantFk, 'banner_key'])
      .execute();
    await db.schema
      .createIndex('banners_group_idx')
      .on('banners')
      .columns([merchantFk, 'group_name', 'sort_order'])
      .execute();

    await db.schema
      .createTable('help_sections')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('anchor', 'varchar(64)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('help_sections_pk', [merchantFk, 'language', 'anchor'])
      .execute();

    await db.schema
      .createTable('vendors')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('is_game', 'varchar(16)', (c) => c.notNull())
      .addColumn('game_classify', 'varchar(32)')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('vendors_pk', [merchantFk, 'category', 'code'])
      .execute();

    await db.schema
      .createTable('games')
      .addColumn('node_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('game_category', 'varchar(32)', (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('is_game', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('icon_url', 'text', (c) => c.notNull())
      .addColumn('game_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('node_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('game_classify', 'varchar(32)')
      .addColumn('localized_names', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addForeignKeyConstraint('games_vendor_fk', [merchantFk, 'game_type', 'vendor_code'], 'vendors', [
        merchantFk,
        'category',
        'code',
      ])
      .execute();
    await db.schema
      .createIndex('games_lane_idx')
      .on('games')
      .columns([merchantFk, 'game_type', 'vendor_code', 'sort_order'])
      .execute();
    await db.schema
      .createIndex('games_vendor_code_idx')
      .on('games')
      .columns([merchantFk, 'vendor_code', 'game_code'])
      .unique()
      .execute();

    await db.schema
      .createTable('members')
      .addColumn('id', 'integer', (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
      )
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('account', 'varchar(64)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('members_account_uq', [merchantFk, 'account'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'members',
      'games',
      'vendors',
      'help_sections',
      'banners',
      'resources',
      'customer_service_entries',
      'register_field_rules',
      'whitelabel_nodes',
      'domain_routes',
      'merchants',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
