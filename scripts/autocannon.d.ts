// The part of autocannon 8 the bench uses (the package ships no types).
declare module "autocannon" {
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;

  namespace autocannon {
    type RequestParams = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    };
    type Request = RequestParams & {
      setupRequest?: (request: RequestParams, context: never) => RequestParams;
      onResponse?: (status: number, body: string, context: never) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      pipelining?: number;
      duration?: number;
      timeout?: number;
      requests?: Request[];
    };
    type Histogram = { average: number; total: number; p50: number; p99: number; max: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    };
  }

  export default autocannon;
}
