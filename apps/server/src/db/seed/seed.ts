import { encodeCustomerServicePath } from '@gp/contract/customer-service';
import type { WhitelabelNode } from '@gp/contract/whitelabel';
import type { Db } from '../database.js';
import type { WhitelabelNodesTable } from '../schema.js';
import { demoAccounts, demoInitialPassword, demoTeamPassword, hashPassword } from './accounts.js';
import { seedAnnouncements } from './announcements.js';
import { seedAuthData } from './auth-data.js';
import { generateCatalogue } from './game-catalogue.js';
import { syncGameSearch } from '../../modules/games/search-index.js';
import { demoHelpSections } from './help-content.js';
import { demoHotGames } from './hot-games.js';
import { createPrng, randomKey } from './prng.js';
import { demoRegisterRules } from './register-rules.js';
import { bannerImagePath } from '../../lib/catalogue.js';
import {
  demoBanners,
  demoCustomerService,
  demoDomainRoutes,
  demoMerchant,
  demoResources,
  demoSiteConfig,
  demoWhitelabelTree,
} from './site-data.js';
import { demoVendors } from './vendors.js';
import { seedWallet } from './wallet-data.js';
import { seedVendorWallets } from '../../modules/vendor-wallets/seed-data.js';
import { seedAgentTeam } from '../../modules/agent/seed-data.js';
import { seedPromotions } from '../../modules/promotions/seed-promotions.js';
import { seedRebate } from '../../modules/rebate/seed-rebate.js';
import { seedVip } from '../../modules/vip/seed-vip.js';
import { seedPoints } from '../../modules/points/seed-points.js';
import { seedReferral } from '../../modules/referral/seed-referral.js';
import { seedMissions } from '../../modules/missions/seed-missions.js';
import { seedRaffles } from '../../modules/raffle/seed-raffles.js';
import { seedDemoProfile } from '../../modules/my-account/seed-demo.js';
import { seedSocialChannels } from '../../modules/social-sign-in/repository.js';

export interface SeedSummary {
  merchantCode: string;
  games: number;
  vendors: number;
  accountsCreated: number;
}

const flatten = (
  merchantCode: string,
  nodes: WhitelabelNode[],
  parent: string | null,
  out: WhitelabelNodesTable[] = [],
): WhitelabelNodesTable[] => {
  nodes.forEach((n, i) => {
    out.push({
      merchant_code: merchantCode,
      mod_id: n.modId,
      parent_mod_id: parent,
      enabled: n.enabled,
      sort_order: i,
    });
    flatten(merchantCode, n.childrenNodes, n.modId, out);
  });
  return out;
};

const chunk = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * Seeds the demo merchant. Idempotent: rows are upserted by natural key, so a second run changes nothing
 * and keeps operator state (the maintenance switch, existing account passwords).
 */
export const seedDemo = async (db: Db, merchantCode: string): Promise<SeedSummary> => {
  const now = new Date().toISOString();
  const random = createPrng(7_070_707);
  const site = demoSiteConfig(merchantCode);
  const games = generateCatalogue(merchantCode);

  const existingAccounts = new Set(
    (
      await db.selectFrom('members').select('account').where('merchant_code', '=', merchantCode).execute()
    ).map((r) => r.account),
  );
  const newAccounts = await Promise.all(
    demoAccounts
      .filter((a) => !existingAccounts.has(a.account))
      .map(async (a) => ({
        merchant_code: merchantCode,
        account: a.account,
        nickname: a.nickname,
        type: a.type,
        password_hash: await hashPassword(a.password),
        // An account handed out with the merchant's default initial password must change it first.
        must_change_password: a.password === demoInitialPassword ? 1 : 0,
        created_at: now,
        password_changed_at: now,
      })),
  );

  await db.transaction().execute(async (trx) => {
    const merchant = {
      code: merchantCode,
      name: demoMerchant.name,
      maintenance: 0,
      site_config: JSON.stringify(site),
      main_domain: demoMerchant.mainDomain,
      gtag_id: demoMerchant.gtagId,
      image_cdns: JSON.stringify(demoMerchant.imageCDNs),
      launch_game_cdns: JSON.stringify(demoMerchant.launchGameCDNs),
      register_minimum_age: demoMerchant.registerMinimumAge,
      register_terms_required: demoMerchant.registerTermsRequired ? 1 : 0,
      updated_at: now,
    };
    const { maintenance: _keepOperatorSwitch, code: _code, ...merchantUpdate } = merchant;
    await trx
      .insertInto('merchants')
      .values(merchant)
      .onConflict((oc) => oc.column('code').doUpdateSet(merchantUpdate))
      .execute();

    await trx
      .insertInto('domain_routes')
      .values(demoDomainRoutes.map((r, i) => ({ merchant_code: merchantCode, ...r, sort_order: i })))
      .onConflict((oc) =>
        oc
          .columns(['merchant_code', 'domain', 'purpose'])
          .doUpdateSet((eb) => ({ sort_order: eb.ref('excluded.sort_order') })),
      )
      .execute();

    for (const row of flatten(merchantCode, demoWhitelabelTree, null)) {
      await trx
        .insertInto('whitelabel_nodes')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['merchant_code', 'mod_id'])
            .doUpdateSet({ parent_mod_id: row.parent_mod_id, sort_order: row.sort_order }),
        )
        .execute();
    }

    await trx
      .insertInto('register_field_rules')
      .values(
        Object.entries(demoRegisterRules).map(([field, r]) => ({
          merchant_code: merchantCode,
          field_name: field,
          enabled: r.enabled ? 1 : 0,
          required: r.required ? 1 : 0,
          accepted_pattern: r.acceptedPattern,
          pattern_id: r.patternId,
          min_length: r.minLength,
          max_length: r.maxLength,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'field_name']).doNothing())
      .execute();

    await trx
      .insertInto('customer_service_entries')
      .values(
        demoCustomerService.map((cs, i) => ({
          merchant_code: merchantCode,
          cs_type: cs.csType,
          path: encodeCustomerServicePath(cs.url, randomKey(random, 8)),
          sort_order: i,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'cs_type']).doUpdateSet((eb) => ({
          path: eb.ref('excluded.path'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();

    await trx
      .insertInto('resources')
      .values(
        demoResources.map((r) => ({
          merchant_code: merchantCode,
          resource_key: r.key,
          label_name_en: r.labelNameEn,
          url: r.url,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'resource_key']).doUpdateSet((eb) => ({
          label_name_en: eb.ref('excluded.label_name_en'),
          url: eb.ref('excluded.url'),
        })),
      )
      .execute();

    await trx
      .insertInto('banners')
      .values(
        demoBanners.map((b, i) => ({
          merchant_code: merchantCode,
          banner_key: b.key,
          group_name: b.groupName,
          title: b.title,
          image_url: bannerImagePath(b.key),
          linkage_type: b.linkageType,
          linkage: b.linkage,
          sort_order: i,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'banner_key']).doNothing())
      .execute();

    await trx
      .insertInto('help_sections')
      .values(
        Object.entries(demoHelpSections).flatMap(([language, sections]) =>
          sections.map((s, i) => ({ merchant_code: merchantCode, language, ...s, sort_order: i })),
        ),
      )
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'language', 'anchor']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          content: eb.ref('excluded.content'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();

    await trx
      .insertInto('vendors')
      .values(
        demoVendors.map((v, i) => ({
          merchant_code: merchantCode,
          code: v.code,
          category: v.category,
          name: v.name,
          is_game: v.isGame,
          game_classify: v.gameClassify ?? null,
          sort_order: i,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'category', 'code']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          is_game: eb.ref('excluded.is_game'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();

    // 15 columns x 1,000 rows stays under both engines' bound-parameter limits.
    for (const batch of chunk(games, 1000)) {
      await trx
        .insertInto('games')
        .values(batch)
        .onConflict((oc) => oc.column('node_id').doNothing())
        .execute();
    }

    // Hot ranks are the operator's: seeded once, never overwritten by a re-seed.
    await trx
      .insertInto('hot_games')
      .values(demoHotGames(merchantCode, games))
      .onConflict((oc) => oc.columns(['merchant_code', 'node_id']).doNothing())
      .execute();

    // The search index follows the catalogue and its hot ranks in the same transaction (only changed
    // rows are written).
    await syncGameSearch(trx, merchantCode);

    if (newAccounts.length > 0) {
      await trx
        .insertInto('members')
        .values(newAccounts)
        .onConflict((oc) => oc.columns(['merchant_code', 'account']).doNothing())
        .execute();
    }
  });
  await seedAuthData(db, merchantCode);
  await seedWallet(db, merchantCode);
  await seedVendorWallets(db, merchantCode);
  await seedAgentTeam(db, merchantCode, new Date(now), {
    demo: demoTeamPassword,
    initial: demoInitialPassword,
  });
  await seedAnnouncements(db, merchantCode, new Date(now));
  await seedPromotions(db, merchantCode, new Date(now));
  await seedRebate(db, merchantCode);
  await seedVip(db, merchantCode);
  await seedPoints(db, merchantCode);
  await seedReferral(db, merchantCode);
  await seedMissions(db, merchantCode);
  await seedRaffles(db, merchantCode);
  await seedDemoProfile(db, merchantCode);
  await seedSocialChannels(db, merchantCode);

  return {
    merchantCode,
    games: games.length,
    vendors: demoVendors.length,
    accountsCreated: newAccounts.length,
  };
};
