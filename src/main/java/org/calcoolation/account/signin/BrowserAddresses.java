package org.calcoolation.account.signin;

import java.net.Inet6Address;
import java.net.InetAddress;

/**
 * An address as the signed-in browsers list shows it: "this computer" for one on the server's own
 * machine (127.0.0.0/8, ::1), where "0:0:0:0:0:0:0:1" tells a person nothing, and IPv6 in its
 * short form (RFC 5952: lower case, no leading zeros, the longest run of zero groups as "::").
 * Anything that is not an address literal is shown as it was stored.
 */
final class BrowserAddresses {

    static final String THIS_COMPUTER = "this computer";

    private BrowserAddresses() {}

    static String shown(String stored) {
        InetAddress address;
        try {
            // A literal only: ofLiteral never asks a name server.
            address = InetAddress.ofLiteral(stored);
        } catch (IllegalArgumentException notAnAddress) {
            return stored;
        }
        if (address.isLoopbackAddress()) return THIS_COMPUTER;
        return address instanceof Inet6Address six ? compressed(six) : address.getHostAddress();
    }

    /** RFC 5952, section 4; an IPv4-mapped address ends in dotted decimal (section 5). */
    private static String compressed(Inet6Address address) {
        byte[] bytes = address.getAddress();
        int[] groups = new int[8];
        for (int i = 0; i < 8; i++) groups[i] = ((bytes[2 * i] & 0xff) << 8) | (bytes[2 * i + 1] & 0xff);
        int[] zeros = longestZeroRun(groups);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (i == zeros[0]) {
                text.append(i == 0 ? "::" : ":");
                i += zeros[1] - 1;
                continue;
            }
            text.append(Integer.toHexString(groups[i]));
            if (i < 7) text.append(':');
        }
        String scope = address.getScopedInterface() != null
                ? "%" + address.getScopedInterface().getName()
                : address.getScopeId() != 0 ? "%" + address.getScopeId() : "";
        return text + scope;
    }

    /** Where the longest run of two or more zero groups starts (the first of equals), and its length; -1 if none. */
    private static int[] longestZeroRun(int[] groups) {
        int bestStart = -1;
        int bestLength = 1;
        for (int i = 0; i < groups.length; ) {
            if (groups[i] != 0) {
                i++;
                continue;
            }
            int start = i;
            while (i < groups.length && groups[i] == 0) i++;
            if (i - start > bestLength) {
                bestStart = start;
                bestLength = i - start;
            }
        }
        return new int[] {bestStart, bestLength};
    }
}
