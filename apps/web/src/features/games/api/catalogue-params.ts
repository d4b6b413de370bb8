import { constants, type LanguagePack } from '@gp/contract/constants';

/** Where a catalogue query runs: the merchant and the interface language (part of every query key). */
export interface CatalogueScope {
  merchantCode: string;
  language: LanguagePack;
}

/** Every games query key starts here, so a login change can refetch the member's lists together. */
export const gamesKey = ['games'] as const;

/** The fields every catalogue call of spec 7.3 carries: client type 3 and the html5 platform. */
export const clientParams = { clientType: constants.clientType, platform: 'html5-desktop' } as const;
