/** The platform server's dev SMS outbox (GET /dev/sms-outbox; NODE_ENV is not production in e2e). */
interface OutboxMessage {
  id: string;
  to: string;
  text: string;
  createdAt: string;
}

export const smsMessages = async (baseUrl: string, e164: string): Promise<OutboxMessage[]> => {
  const response = await fetch(`${baseUrl}/dev/sms-outbox?to=${encodeURIComponent(e164)}`);
  if (!response.ok) throw new Error(`sms outbox answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
};

/**
 * Waits for an SMS to the number that is not among `seenIds` and returns its code (the first 6-digit
 * number of the text, ENVIRONMENT.md).
 */
export const waitForSmsCode = async (
  baseUrl: string,
  e164: string,
  seenIds: readonly string[] = [],
  timeoutMs = 15_000,
): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await smsMessages(baseUrl, e164)).find((message) => !seenIds.includes(message.id));
    const code = fresh ? /\b(\d{6})\b/.exec(fresh.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${e164} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
