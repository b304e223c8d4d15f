/**
 * The part of the iyzipay client library (2.0.69, CommonJS) this app calls: a client made from the provider's
 * base address and the merchant's keys, whose resources take a request object and answer through a callback with
 * the provider's parsed JSON (or a transport error). Requests and answers are typed where they are used
 * (payment-provider.server.ts); here they are plain records.
 */
declare module "iyzipay" {
  type ProviderAnswer = Record<string, unknown>;
  type Callback = (error: Error | null, result: ProviderAnswer | string | undefined) => void;

  interface Resource {
    create(request: object, callback: Callback): void;
    retrieve(request: object, callback: Callback): void;
  }

  class Iyzipay {
    constructor(config: { uri: string; apiKey: string; secretKey: string });
    checkoutFormInitialize: Resource;
    checkoutForm: Resource;
    refund: Resource;
    refundV2: Resource;
  }

  export default Iyzipay;
}

declare module "iyzipay/lib/utils.js" {
  /** HMAC-SHA256 (hex) of the values joined with ":" — how the provider signs its answers. */
  export function calculateHmacSHA256Signature(values: unknown[], secretKey: string): string;
}
