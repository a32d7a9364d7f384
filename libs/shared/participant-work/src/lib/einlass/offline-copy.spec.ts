import { memoryDoorStorage } from './memory-door-storage';
import { withOfflineCopy } from './offline-copy';

describe('a read with an offline copy', () => {
  it('keeps each answer and gives the last one when the read fails, e.g. after a reload without network', async () => {
    const { copies } = memoryDoorStorage();
    let online = true;
    const read = withOfflineCopy(copies, 'u-1:teilnehmende:801', async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { items: ['Anna'] };
    });
    expect(await read()).toEqual({ items: ['Anna'] });
    online = false;
    expect(await read()).toEqual({ items: ['Anna'] });
  });

  it('fails as the read failed where the device has no copy', async () => {
    const read = withOfflineCopy(memoryDoorStorage().copies, 'u-1:termin:801', async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(read()).rejects.toThrow('Failed to fetch');
  });
});
