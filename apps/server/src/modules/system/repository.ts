import type { Db } from '../../db/database.js';

/** SQL for the system calls: merchant settings, feature tree, registration rules, help centre. */
export const createSystemRepository = (db: Db) => ({
  findMerchant: (code: string) =>
    db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst(),

  findMaintenance: async (code: string): Promise<boolean | undefined> => {
    const row = await db
      .selectFrom('merchants')
      .select('maintenance')
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? Number(row.maintenance) === 1 : undefined;
  },

  /** Returns the number of merchants updated (0 when the code is unknown). */
  setMaintenance: async (code: string, on: boolean): Promise<number> => {
    const result = await db
      .updateTable('merchants')
      .set({ maintenance: on ? 1 : 0, updated_at: new Date().toISOString() })
      .where('code', '=', code)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  listDomainRoutes: (code: string) =>
    db
      .selectFrom('domain_routes')
      .select(['domain', 'purpose'])
      .where('merchant_code', '=', code)
      .orderBy('sort_order')
      .execute(),

  listWhitelabelNodes: (code: string) =>
    db
      .selectFrom('whitelabel_nodes')
      .select(['mod_id', 'parent_mod_id', 'enabled', 'sort_order'])
      .where('merchant_code', '=', code)
      .orderBy('sort_order')
      .orderBy('mod_id')
      .execute(),

  /** Switches one whitelabel node; returns the number of nodes updated (0: no such node). */
  setWhitelabelNode: async (code: string, modId: string, enabled: boolean): Promise<number> =>
    Number(
      (
        await db
          .updateTable('whitelabel_nodes')
          .set({ enabled: enabled ? '1' : '0' })
          .where('merchant_code', '=', code)
          .where('mod_id', '=', modId)
          .executeTakeFirst()
      ).numUpdatedRows,
    ),

  listRegisterRules: (code: string) =>
    db
      .selectFrom('register_field_rules')
      .selectAll()
      .where('merchant_code', '=', code)
      .orderBy('field_name')
      .execute(),

  listCustomerService: (code: string) =>
    db
      .selectFrom('customer_service_entries')
      .select(['cs_type', 'path'])
      .where('merchant_code', '=', code)
      .orderBy('sort_order')
      .execute(),

  listResources: (code: string) =>
    db
      .selectFrom('resources')
      .select(['resource_key', 'label_name_en', 'url'])
      .where('merchant_code', '=', code)
      .orderBy('resource_key')
      .execute(),

  listHelpSections: (code: string, language: string) =>
    db
      .selectFrom('help_sections')
      .select(['anchor', 'title', 'content'])
      .where('merchant_code', '=', code)
      .where('language', '=', language)
      .orderBy('sort_order')
      .execute(),

  listCountryCodes: (code: string) =>
    db
      .selectFrom('country_codes')
      .select(['country_code', 'country_dialing_code'])
      .where('merchant_code', '=', code)
      .orderBy('sort_order')
      .execute(),
});

export type SystemRepository = ReturnType<typeof createSystemRepository>;
