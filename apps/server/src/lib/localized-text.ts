/**
 * An operator's text kept as a JSON object language -> text (catalogue rewards, missions, raffles, VIP
 * levels): the asked language's, else English, else the first one given.
 */
export const textIn = (json: string, language: string | undefined): string => {
  const texts = JSON.parse(json) as Record<string, string | undefined>;
  return (language ? texts[language] : undefined) ?? texts.EN ?? Object.values(texts)[0] ?? '';
};
