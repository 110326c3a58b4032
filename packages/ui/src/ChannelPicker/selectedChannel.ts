export interface RepaymentChannel {
  /** Sent as `channelNumber` when the pay code is generated. */
  channelNumber: string;
  /** The channel's name, e.g. 'GCash', beside its logo. */
  name: string;
  /** Logo URL. */
  logo?: string | undefined;
  /** The logo's text alternative; empty by default, as the name is shown beside it. */
  logoAlt?: string | undefined;
}

/** The channel numbered `value`, else the first one: a channel is always chosen when any exist. */
export function selectedChannel<T extends RepaymentChannel>(
  channels: readonly T[],
  value: string | undefined,
): T | undefined {
  return channels.find((channel) => channel.channelNumber === value) ?? channels[0];
}
