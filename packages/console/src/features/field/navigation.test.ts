import { navigationLink } from './navigation';

const AMAP = 'https://uri.amap.com/marker?position={lng},{lat}&name={name}&coordinate=gaode&callnative=1';
const stop = { latitude: 31.2304, longitude: 121.4737, address: '上海市黄浦区人民广场 1 号' };

describe('navigationLink', () => {
  it("fills the configured maps service's link with the stop's coordinates and address", () => {
    expect(navigationLink(stop, AMAP)).toBe(
      `https://uri.amap.com/marker?position=121.4737,31.2304&name=${encodeURIComponent(stop.address)}&coordinate=gaode&callnative=1`,
    );
  });

  it('falls back to a geo: link without a configured service', () => {
    expect(navigationLink(stop, '')).toBe(
      `geo:31.2304,121.4737?q=31.2304,121.4737(${encodeURIComponent(stop.address)})`,
    );
  });

  it('searches the address with geo: when the machine has no coordinates, whatever is configured', () => {
    const placeless = { ...stop, latitude: null, longitude: null };
    expect(navigationLink(placeless, AMAP)).toBe(`geo:0,0?q=${encodeURIComponent(stop.address)}`);
    expect(navigationLink(placeless, '')).toBe(`geo:0,0?q=${encodeURIComponent(stop.address)}`);
  });
});
