import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Game lists (issue 5): members' favourite and recently launched games, the operator's ranked hot
 * games, and the catalogue indexes the paged game list needs (every filter combination of spec 7.3
 * is an index range read in catalogue order: sort_order, then node_id).
 */
export const favouritesRecentMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('favourite_games')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('node_id', 'varchar(32)', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('favourite_games_pk', ['member_id', 'node_id'])
      .execute();
    await db.schema
      .createIndex('favourite_games_member_created_idx')
      .on('favourite_games')
      .columns(['member_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('recent_games')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('node_id', 'varchar(32)', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
      .addColumn('played_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'node_id'])
      .execute();
    await db.schema
      .createIndex('recent_games_member_played_idx')
      .on('recent_games')
      .columns(['member_id', 'played_at'])
      .execute();

    await db.schema
      .createTable('hot_games')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('node_id', 'varchar(32)', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
      .addColumn('hot_rank', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('hot_games_pk', ['merchant_code', 'node_id'])
      .execute();
    await db.schema
      .createIndex('hot_games_rank_idx')
      .on('hot_games')
      .columns(['merchant_code', 'hot_rank'])
      .execute();

    // Catalogue list orders: by type, type + class, vendor (+ type), vendor + type + class.
    const indexes: [string, string[]][] = [
      ['games_type_order_idx', ['merchant_code', 'game_type', 'sort_order', 'node_id']],
      ['games_type_classify_idx', ['merchant_code', 'game_type', 'game_classify', 'sort_order', 'node_id']],
      ['games_vendor_order_idx', ['merchant_code', 'vendor_code', 'sort_order', 'node_id']],
      [
        'games_vendor_type_classify_idx',
        ['merchant_code', 'vendor_code', 'game_type', 'game_classify', 'sort_order', 'node_id'],
      ],
      ['games_order_idx', ['merchant_code', 'sort_order', 'node_id']],
    ];
    for (const [name, columns] of indexes) {
      await db.schema.createIndex(name).on('games').columns(columns).execute();
    }
  },
});
