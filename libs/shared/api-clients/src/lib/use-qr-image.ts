import { useEffect, useState } from 'react';
import { useServiceClients } from './service-clients-context';

/** A picture read through the BFF is held as an object URL, which is released with its use. */
const release = (source: string | undefined) => source?.startsWith('blob:') && URL.revokeObjectURL(source);

/**
 * The `src` of the QR code of `data`, in either mode (ServiceClients.qrImage); undefined while it
 * loads, where it failed, and where the deployment has no QR service.
 */
export function useQrImage(data: string | undefined): string | undefined {
  const load = useServiceClients();
  const [source, setSource] = useState<string>();
  useEffect(() => {
    if (data === undefined) return undefined;
    let shown: string | undefined;
    let gone = false;
    load()
      .then((clients) => clients.qrImage?.(data))
      .then((loaded) => {
        if (gone) release(loaded);
        else setSource((shown = loaded));
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      release(shown);
      setSource(undefined);
    };
  }, [load, data]);
  return source;
}
