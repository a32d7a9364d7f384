import { loadStateOf } from './load-state';

describe('loadStateOf', () => {
  it('tells data, failure, a request waiting for the network and one under way apart', () => {
    expect(loadStateOf({ isSuccess: true, isError: false, fetchStatus: 'fetching' })).toBe('ready');
    expect(loadStateOf({ isSuccess: false, isError: true, fetchStatus: 'idle' })).toBe('error');
    expect(loadStateOf({ isSuccess: false, isError: false, fetchStatus: 'paused' })).toBe('offline');
    expect(
      loadStateOf({
        isSuccess: false,
        isError: false,
        fetchStatus: 'fetching',
      }),
    ).toBe('loading');
  });
});
