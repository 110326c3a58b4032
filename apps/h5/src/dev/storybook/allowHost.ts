import { config } from '../../config/env.ts';

/**
 * Lets the link guard follow links to `host` for one story, as a brand's `VITE_REDIRECT_HOSTS`
 * would (stories have none): the page is then left for it, which the harness records.
 */
export function allowHost(host: string) {
  return () => {
    const hosts = config.redirectHosts as string[];
    hosts.push(host);
    return () => {
      hosts.splice(hosts.indexOf(host), 1);
    };
  };
}
