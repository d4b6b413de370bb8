import type { DatabaseHandle } from '../db/database.js';

/**
 * Rows of an older catalogue written straight into a database (migration tests): a merchant, its
 * vendors and its games, with only what the test cares about given.
 */
export const insertMerchant = (h: DatabaseHandle, code: string) =>
  h.db
    .insertInto('merchants')
    .values({
      code,
      name: code,
      maintenance: 0,
      site_config: '{}',
      main_domain: `${code.toLowerCase()}.example`,
      gtag_id: '',
      image_cdns: '[]',
      launch_game_cdns: '[]',
      register_minimum_age: 18,
      register_terms_required: 0,
      updated_at: new Date().toISOString(),
    })
    .execute();

export const insertVendors = (
  h: DatabaseHandle,
  merchantCode: string,
  vendors: [code: string, category: string][],
) =>
  h.db
    .insertInto('vendors')
    .values(
      vendors.map(([code, category], i) => ({
        merchant_code: merchantCode,
        code,
        category,
        name: code,
        is_game: '1',
        game_classify: null,
        sort_order: i,
      })),
    )
    .execute();

export const insertGames = (
  h: DatabaseHandle,
  merchantCode: string,
  games: { nodeId: string; vendor: string; type: string; name: string }[],
) =>
  h.db
    .insertInto('games')
    .values(
      games.map(({ nodeId, vendor, type, name }, i) => ({
        node_id: nodeId,
        merchant_code: merchantCode,
        vendor_code: vendor,
        game_code: `G${nodeId}`,
        game_category: type,
        game_type: type,
        is_game: '1',
        title: name,
        display_name: vendor,
        icon_url: '',
        game_name: name,
        node_name: name,
        game_classify: null,
        localized_names: null,
        sort_order: i,
      })),
    )
    .execute();
