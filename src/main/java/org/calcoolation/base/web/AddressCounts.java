package org.calcoolation.base.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Open connections by address; an address leaves with its last connection, so those gone cost nothing. */
final class AddressCounts {

    private final Map<String, Integer> open = new ConcurrentHashMap<>();

    void add(String address) {
        open.merge(address, 1, Integer::sum);
    }

    void remove(String address) {
        open.computeIfPresent(address, (a, n) -> n == 1 ? null : n - 1);
    }

    int of(String address) {
        return open.getOrDefault(address, 0);
    }
}
