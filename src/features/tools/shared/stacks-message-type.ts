/** A Stacks message: plain text, or SIP-018 structured data (a Clarity value in a domain). */
export type StacksMessageType = 'plain' | 'structured';

export const STACKS_MESSAGE_TYPE_OPTIONS: readonly {
  value: StacksMessageType;
  label: string;
}[] = [
  { value: 'plain', label: 'Plain text' },
  { value: 'structured', label: 'Structured data (SIP-018)' },
];
