package dev.wirerace.replication.ehcache;

import dev.wirerace.replication.ReplicatedStore;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.sf.ehcache.CacheException;
import net.sf.ehcache.CacheManager;
import net.sf.ehcache.Ehcache;
import net.sf.ehcache.Element;
import net.sf.ehcache.event.CacheEventListenerAdapter;

/**
 * An Ehcache 2 cache as the study's store; the replication is whatever its configuration set up. A
 * listener counts the puts of each key that reach this node, so duplicate deliveries are seen.
 */
public final class EhcacheStore implements ReplicatedStore {

    private final CacheManager manager;
    private final Ehcache cache;
    private final Map<String, Object> settings;
    private final Map<Long, Integer> arrivals = new ConcurrentHashMap<>();

    public EhcacheStore(CacheManager manager, String cacheName, Map<String, Object> settings) {
        this.manager = manager;
        this.cache = manager.getEhcache(cacheName);
        this.settings = settings;
        cache.getCacheEventNotificationService().registerListener(new CacheEventListenerAdapter() {
            @Override
            public void notifyElementPut(Ehcache source, Element element) throws CacheException {
                arrivals.merge((Long) element.getObjectKey(), 1, Integer::sum);
            }

            @Override
            public void notifyElementUpdated(Ehcache source, Element element) throws CacheException {
                arrivals.merge((Long) element.getObjectKey(), 1, Integer::sum);
            }
        });
    }

    @Override
    public void put(long key, byte[] value) {
        cache.put(new Element(key, value));
    }

    @Override
    public void remove(long key) {
        cache.remove(key);
    }

    @Override
    public byte[] get(long key) {
        Element element = cache.get(key);
        return element == null ? null : (byte[]) element.getObjectValue();
    }

    @Override
    public int arrivals(long key) {
        return arrivals.getOrDefault(key, 0);
    }

    @Override
    public Map<String, Object> settings() {
        return settings;
    }

    @Override
    public void close() {
        manager.shutdown();
    }
}
